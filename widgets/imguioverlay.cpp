// ImGuiOverlay (see imguioverlay.h).
//
// [SECTION] Renderer: shaders, font texture, buffers, GL state save/restore, ImDrawData drawing
// [SECTION] Context, style and font
// [SECTION] Frames
// [SECTION] Input
#include "widgets/imguioverlay.h"

#include <QClipboard>
#include <QFile>
#include <QFontInfo>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QOpenGLShaderProgram>
#include <QWheelEvent>
#include <QtGlobal>
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <glm/ext/matrix_clip_space.hpp>
#include <glm/gtc/type_ptr.hpp>
#include <imgui.h>
#include <imgui_internal.h>

namespace gpulab {

// ---------------------------------------------------------------------------------------------
// [SECTION] Renderer
// ---------------------------------------------------------------------------------------------

namespace {

constexpr GLuint kPositionLocation = 0;
constexpr GLuint kUvLocation = 1;
constexpr GLuint kColorLocation = 2;
constexpr GLuint kAttributes[] = {kPositionLocation, kUvLocation, kColorLocation};

// Desktop GL 3.2+ (core or compatibility) and GLES 3 use in/out; older ones attribute/varying.
struct ShaderDialect
{
    QByteArray version;
    bool modern = false;
    bool es = false;
};

ShaderDialect dialectFor(const QOpenGLContext &context)
{
    const QSurfaceFormat format = context.format();
    const int version = format.majorVersion() * 10 + format.minorVersion();
    if (context.isOpenGLES())
        return version >= 30 ? ShaderDialect{"#version 300 es\n", true, true}
                             : ShaderDialect{"#version 100\n", false, true};
    if (version >= 32)
        return {"#version 150\n", true, false};
    if (version >= 30)
        return {"#version 130\n", true, false};
    return {"#version 120\n", false, false};
}

QByteArray vertexShader(const ShaderDialect &d)
{
    QByteArray s = d.version;
    if (d.es)
        s += "precision highp float;\n";
    s += d.modern ? "in vec2 Position;\nin vec2 UV;\nin vec4 Color;\n"
                    "out vec2 FragUV;\nout vec4 FragColor;\n"
                  : "attribute vec2 Position;\nattribute vec2 UV;\nattribute vec4 Color;\n"
                    "varying vec2 FragUV;\nvarying vec4 FragColor;\n";
    s += "uniform mat4 ProjMtx;\n"
         "void main() {\n"
         "    FragUV = UV;\n"
         "    FragColor = Color;\n"
         "    gl_Position = ProjMtx * vec4(Position.xy, 0.0, 1.0);\n"
         "}\n";
    return s;
}

QByteArray fragmentShader(const ShaderDialect &d)
{
    QByteArray s = d.version;
    if (d.es)
        s += "precision mediump float;\n";
    s += "uniform sampler2D Texture;\n";
    if (d.modern)
        s += "in vec2 FragUV;\nin vec4 FragColor;\nout vec4 OutColor;\n"
             "void main() { OutColor = FragColor * texture(Texture, FragUV.st); }\n";
    else
        s += "varying vec2 FragUV;\nvarying vec4 FragColor;\n"
             "void main() { gl_FragColor = FragColor * texture2D(Texture, FragUV.st); }\n";
    return s;
}

} // namespace

struct ImGuiOverlay::Renderer
{
    QOpenGLContext *context = nullptr;
    QOpenGLExtraFunctions *gl = nullptr;
    std::unique_ptr<QOpenGLShaderProgram> program;
    int projectionLocation = -1;
    int textureLocation = -1;
    GLuint vertexBuffer = 0;
    GLuint indexBuffer = 0;
    GLuint vertexArray = 0; // 0 where the context has no vertex array objects (GL 2, GLES 2)
    bool hasVertexArrays = false;
    bool hasUnpackRowLength = false;
    GLuint fontTexture = 0;

    // Everything draw() and uploadFont() change, read back before and restored after.
    struct SavedState
    {
        GLint program = 0, activeTexture = 0, texture = 0, arrayBuffer = 0, elementBuffer = 0;
        GLint vertexArray = 0, unpackAlignment = 0, unpackRowLength = 0;
        GLint viewport[4] = {}, scissorBox[4] = {};
        GLint blendSrcRgb = 0, blendDstRgb = 0, blendSrcAlpha = 0, blendDstAlpha = 0;
        GLint blendEquationRgb = 0, blendEquationAlpha = 0;
        GLboolean blend = false, cullFace = false, depthTest = false, stencilTest = false;
        GLboolean scissorTest = false;
        // Vertex attributes we use, for contexts without vertex array objects.
        struct Attribute
        {
            GLint enabled = 0, size = 4, type = GL_FLOAT, normalized = 0, stride = 0, buffer = 0;
            void *pointer = nullptr;
        } attributes[3];
    };

    bool initialize()
    {
        context = QOpenGLContext::currentContext();
        if (!context) {
            qWarning("ImGuiOverlay: initializeGL() needs a current OpenGL context");
            return false;
        }
        gl = context->extraFunctions();
        const QSurfaceFormat format = context->format();
        hasVertexArrays = format.majorVersion() >= 3;
        hasUnpackRowLength = format.majorVersion() >= 3 || !context->isOpenGLES();

        const ShaderDialect dialect = dialectFor(*context);
        program = std::make_unique<QOpenGLShaderProgram>();
        if (!program->addShaderFromSourceCode(QOpenGLShader::Vertex, vertexShader(dialect)) ||
            !program->addShaderFromSourceCode(QOpenGLShader::Fragment, fragmentShader(dialect))) {
            qWarning("ImGuiOverlay: the overlay shaders do not compile: %s",
                     qPrintable(program->log()));
            program.reset();
            return false;
        }
        program->bindAttributeLocation("Position", kPositionLocation);
        program->bindAttributeLocation("UV", kUvLocation);
        program->bindAttributeLocation("Color", kColorLocation);
        if (!program->link()) {
            qWarning("ImGuiOverlay: the overlay shaders do not link: %s",
                     qPrintable(program->log()));
            program.reset();
            return false;
        }
        projectionLocation = program->uniformLocation("ProjMtx");
        textureLocation = program->uniformLocation("Texture");

        gl->glGenBuffers(1, &vertexBuffer);
        gl->glGenBuffers(1, &indexBuffer);
        if (hasVertexArrays) {
            GLint previous = 0;
            gl->glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &previous);
            gl->glGenVertexArrays(1, &vertexArray);
            GLint previousBuffer = 0;
            gl->glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &previousBuffer);
            gl->glBindVertexArray(vertexArray);
            setUpAttributes();
            gl->glBindVertexArray(GLuint(previous));
            gl->glBindBuffer(GL_ARRAY_BUFFER, GLuint(previousBuffer));
        }
        return true;
    }

    void release()
    {
        if (!gl)
            return;
        if (fontTexture)
            gl->glDeleteTextures(1, &fontTexture);
        if (vertexBuffer)
            gl->glDeleteBuffers(1, &vertexBuffer);
        if (indexBuffer)
            gl->glDeleteBuffers(1, &indexBuffer);
        if (vertexArray)
            gl->glDeleteVertexArrays(1, &vertexArray);
        fontTexture = vertexBuffer = indexBuffer = vertexArray = 0;
        program.reset();
        gl = nullptr;
        context = nullptr;
    }

    // Binds our buffers to the fixed attribute locations (into the VAO when there is one).
    void setUpAttributes()
    {
        gl->glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer);
        gl->glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indexBuffer);
        for (GLuint location : kAttributes)
            gl->glEnableVertexAttribArray(location);
        const auto stride = GLsizei(sizeof(ImDrawVert));
        gl->glVertexAttribPointer(kPositionLocation, 2, GL_FLOAT, GL_FALSE, stride,
                                  reinterpret_cast<void *>(IM_OFFSETOF(ImDrawVert, pos)));
        gl->glVertexAttribPointer(kUvLocation, 2, GL_FLOAT, GL_FALSE, stride,
                                  reinterpret_cast<void *>(IM_OFFSETOF(ImDrawVert, uv)));
        gl->glVertexAttribPointer(kColorLocation, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                                  reinterpret_cast<void *>(IM_OFFSETOF(ImDrawVert, col)));
    }

    SavedState save() const
    {
        SavedState s;
        gl->glGetIntegerv(GL_CURRENT_PROGRAM, &s.program);
        gl->glGetIntegerv(GL_ACTIVE_TEXTURE, &s.activeTexture);
        gl->glActiveTexture(GL_TEXTURE0);
        gl->glGetIntegerv(GL_TEXTURE_BINDING_2D, &s.texture);
        gl->glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &s.arrayBuffer);
        if (hasVertexArrays) {
            gl->glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &s.vertexArray);
        } else {
            gl->glGetIntegerv(GL_ELEMENT_ARRAY_BUFFER_BINDING, &s.elementBuffer);
            for (GLuint location : kAttributes) {
                SavedState::Attribute &a = s.attributes[location];
                gl->glGetVertexAttribiv(location, GL_VERTEX_ATTRIB_ARRAY_ENABLED, &a.enabled);
                gl->glGetVertexAttribiv(location, GL_VERTEX_ATTRIB_ARRAY_SIZE, &a.size);
                gl->glGetVertexAttribiv(location, GL_VERTEX_ATTRIB_ARRAY_TYPE, &a.type);
                gl->glGetVertexAttribiv(location, GL_VERTEX_ATTRIB_ARRAY_NORMALIZED, &a.normalized);
                gl->glGetVertexAttribiv(location, GL_VERTEX_ATTRIB_ARRAY_STRIDE, &a.stride);
                gl->glGetVertexAttribiv(location, GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING, &a.buffer);
                gl->glGetVertexAttribPointerv(location, GL_VERTEX_ATTRIB_ARRAY_POINTER, &a.pointer);
            }
        }
        gl->glGetIntegerv(GL_UNPACK_ALIGNMENT, &s.unpackAlignment);
        if (hasUnpackRowLength)
            gl->glGetIntegerv(GL_UNPACK_ROW_LENGTH, &s.unpackRowLength);
        gl->glGetIntegerv(GL_VIEWPORT, s.viewport);
        gl->glGetIntegerv(GL_SCISSOR_BOX, s.scissorBox);
        gl->glGetIntegerv(GL_BLEND_SRC_RGB, &s.blendSrcRgb);
        gl->glGetIntegerv(GL_BLEND_DST_RGB, &s.blendDstRgb);
        gl->glGetIntegerv(GL_BLEND_SRC_ALPHA, &s.blendSrcAlpha);
        gl->glGetIntegerv(GL_BLEND_DST_ALPHA, &s.blendDstAlpha);
        gl->glGetIntegerv(GL_BLEND_EQUATION_RGB, &s.blendEquationRgb);
        gl->glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &s.blendEquationAlpha);
        s.blend = gl->glIsEnabled(GL_BLEND);
        s.cullFace = gl->glIsEnabled(GL_CULL_FACE);
        s.depthTest = gl->glIsEnabled(GL_DEPTH_TEST);
        s.stencilTest = gl->glIsEnabled(GL_STENCIL_TEST);
        s.scissorTest = gl->glIsEnabled(GL_SCISSOR_TEST);
        return s;
    }

    void setEnabled(GLenum capability, GLboolean enabled) const
    {
        if (enabled)
            gl->glEnable(capability);
        else
            gl->glDisable(capability);
    }

    void restore(const SavedState &s) const
    {
        gl->glUseProgram(GLuint(s.program));
        gl->glActiveTexture(GL_TEXTURE0);
        gl->glBindTexture(GL_TEXTURE_2D, GLuint(s.texture));
        gl->glActiveTexture(GLenum(s.activeTexture));
        if (hasVertexArrays) {
            gl->glBindVertexArray(GLuint(s.vertexArray));
        } else {
            for (GLuint location : kAttributes) {
                const SavedState::Attribute &a = s.attributes[location];
                gl->glBindBuffer(GL_ARRAY_BUFFER, GLuint(a.buffer));
                gl->glVertexAttribPointer(location, a.size, GLenum(a.type), GLboolean(a.normalized),
                                          a.stride, a.pointer);
                if (a.enabled)
                    gl->glEnableVertexAttribArray(location);
                else
                    gl->glDisableVertexAttribArray(location);
            }
            gl->glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, GLuint(s.elementBuffer));
        }
        gl->glBindBuffer(GL_ARRAY_BUFFER, GLuint(s.arrayBuffer));
        gl->glPixelStorei(GL_UNPACK_ALIGNMENT, s.unpackAlignment);
        if (hasUnpackRowLength)
            gl->glPixelStorei(GL_UNPACK_ROW_LENGTH, s.unpackRowLength);
        gl->glViewport(s.viewport[0], s.viewport[1], s.viewport[2], s.viewport[3]);
        gl->glScissor(s.scissorBox[0], s.scissorBox[1], s.scissorBox[2], s.scissorBox[3]);
        gl->glBlendEquationSeparate(GLenum(s.blendEquationRgb), GLenum(s.blendEquationAlpha));
        gl->glBlendFuncSeparate(GLenum(s.blendSrcRgb), GLenum(s.blendDstRgb),
                                GLenum(s.blendSrcAlpha), GLenum(s.blendDstAlpha));
        setEnabled(GL_BLEND, s.blend);
        setEnabled(GL_CULL_FACE, s.cullFace);
        setEnabled(GL_DEPTH_TEST, s.depthTest);
        setEnabled(GL_STENCIL_TEST, s.stencilTest);
        setEnabled(GL_SCISSOR_TEST, s.scissorTest);
    }

    void uploadFont(const unsigned char *pixels, int width, int height)
    {
        const SavedState saved = save();
        if (!fontTexture)
            gl->glGenTextures(1, &fontTexture);
        gl->glBindTexture(GL_TEXTURE_2D, fontTexture);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        gl->glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
        if (hasUnpackRowLength)
            gl->glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
        gl->glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                         pixels);
        restore(saved);
    }

    void draw(const ImDrawData &data)
    {
        const int fbWidth = int(data.DisplaySize.x * data.FramebufferScale.x);
        const int fbHeight = int(data.DisplaySize.y * data.FramebufferScale.y);
        if (!program || fbWidth <= 0 || fbHeight <= 0 || data.CmdListsCount == 0)
            return;

        const SavedState saved = save();
        gl->glEnable(GL_BLEND);
        gl->glBlendEquation(GL_FUNC_ADD);
        // Straight alpha for colour; alpha accumulates so an opaque target stays opaque.
        gl->glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE,
                                GL_ONE_MINUS_SRC_ALPHA);
        gl->glDisable(GL_CULL_FACE);
        gl->glDisable(GL_DEPTH_TEST);
        gl->glDisable(GL_STENCIL_TEST);
        gl->glEnable(GL_SCISSOR_TEST);
        gl->glViewport(0, 0, fbWidth, fbHeight);

        const float left = data.DisplayPos.x;
        const float right = data.DisplayPos.x + data.DisplaySize.x;
        const float top = data.DisplayPos.y;
        const float bottom = data.DisplayPos.y + data.DisplaySize.y;
        const glm::mat4 projection = glm::ortho(left, right, bottom, top);
        gl->glUseProgram(program->programId());
        gl->glUniform1i(textureLocation, 0);
        gl->glUniformMatrix4fv(projectionLocation, 1, GL_FALSE, glm::value_ptr(projection));
        gl->glActiveTexture(GL_TEXTURE0);
        if (hasVertexArrays) {
            gl->glBindVertexArray(vertexArray);
            gl->glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer);
        } else {
            setUpAttributes();
        }

        const GLenum indexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
        const ImVec2 clipOffset = data.DisplayPos;
        const ImVec2 clipScale = data.FramebufferScale;
        for (int n = 0; n < data.CmdListsCount; ++n) {
            const ImDrawList *list = data.CmdLists[n];
            gl->glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(list->VtxBuffer.Size) * sizeof(ImDrawVert),
                             list->VtxBuffer.Data, GL_STREAM_DRAW);
            gl->glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                             GLsizeiptr(list->IdxBuffer.Size) * sizeof(ImDrawIdx),
                             list->IdxBuffer.Data, GL_STREAM_DRAW);
            for (const ImDrawCmd &cmd : list->CmdBuffer) {
                if (cmd.UserCallback) {
                    // ImDrawCallback_ResetRenderState needs nothing: our state is set per list.
                    if (cmd.UserCallback != ImDrawCallback_ResetRenderState)
                        cmd.UserCallback(list, &cmd);
                    continue;
                }
                const float x0 = (cmd.ClipRect.x - clipOffset.x) * clipScale.x;
                const float y0 = (cmd.ClipRect.y - clipOffset.y) * clipScale.y;
                const float x1 = (cmd.ClipRect.z - clipOffset.x) * clipScale.x;
                const float y1 = (cmd.ClipRect.w - clipOffset.y) * clipScale.y;
                if (x1 <= x0 || y1 <= y0)
                    continue;
                // GL's scissor origin is the bottom left.
                gl->glScissor(int(x0), int(float(fbHeight) - y1), int(x1 - x0), int(y1 - y0));
                gl->glBindTexture(GL_TEXTURE_2D,
                                  GLuint(reinterpret_cast<std::uintptr_t>(cmd.GetTexID())));
                gl->glDrawElements(GL_TRIANGLES, GLsizei(cmd.ElemCount), indexType,
                                   reinterpret_cast<void *>(cmd.IdxOffset * sizeof(ImDrawIdx)));
            }
        }
        restore(saved);
    }
};

// ---------------------------------------------------------------------------------------------
// [SECTION] Context, style and font
// ---------------------------------------------------------------------------------------------

namespace {

// ImGui draws with stb_truetype from a font file. Qt does not say which file a QFont came from,
// so the overlay uses a common sans-serif font found on the system, else ImGui's built-in
// bitmap font scaled to size.
const char *const kRegularFonts[] = {
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "C:/Windows/Fonts/segoeui.ttf",
    "C:/Windows/Fonts/arial.ttf",
    "/System/Library/Fonts/Supplemental/Arial.ttf",
    "/Library/Fonts/Arial.ttf",
};
const char *const kBoldFonts[] = {
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "C:/Windows/Fonts/segoeuib.ttf",
    "C:/Windows/Fonts/arialbd.ttf",
    "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
    "/Library/Fonts/Arial Bold.ttf",
};

// Latin with its supplements and Extended-A, Greek, Cyrillic, punctuation, arrows, the minus
// sign, geometric shapes (▶ ■), the Arabic-Indic digits and separators with the Arabic letter
// mark (numbers in Arabic: QLocale writes ١٫٥٠): what our translations and time controls use.
const ImWchar kGlyphRanges[] = {0x0020, 0x017F, 0x0370, 0x03FF, 0x0400, 0x04FF, 0x061C,
                                0x061C, 0x0660, 0x066C, 0x2010, 0x205E, 0x2190, 0x21FF,
                                0x2212, 0x2212, 0x25A0, 0x25FF, 0};

// The atlas must fit the largest texture every GL implementation we target can hold.
constexpr float kMaxFontDevicePixels = 96;

class ContextScope
{
public:
    explicit ContextScope(ImGuiContext *context) : m_previous(ImGui::GetCurrentContext())
    {
        ImGui::SetCurrentContext(context);
    }
    ~ContextScope() { ImGui::SetCurrentContext(m_previous); }
    ContextScope(const ContextScope &) = delete;
    ContextScope &operator=(const ContextScope &) = delete;

private:
    ImGuiContext *m_previous;
};

ImVec4 toImVec4(const QColor &color, float alpha = 1.0f)
{
    return ImVec4(float(color.redF()), float(color.greenF()), float(color.blueF()),
                  float(color.alphaF()) * alpha);
}

int imGuiKey(int qtKey)
{
    switch (qtKey) {
    case Qt::Key_Tab:
    case Qt::Key_Backtab: return ImGuiKey_Tab;
    case Qt::Key_Left: return ImGuiKey_LeftArrow;
    case Qt::Key_Right: return ImGuiKey_RightArrow;
    case Qt::Key_Up: return ImGuiKey_UpArrow;
    case Qt::Key_Down: return ImGuiKey_DownArrow;
    case Qt::Key_PageUp: return ImGuiKey_PageUp;
    case Qt::Key_PageDown: return ImGuiKey_PageDown;
    case Qt::Key_Home: return ImGuiKey_Home;
    case Qt::Key_End: return ImGuiKey_End;
    case Qt::Key_Insert: return ImGuiKey_Insert;
    case Qt::Key_Delete: return ImGuiKey_Delete;
    case Qt::Key_Backspace: return ImGuiKey_Backspace;
    case Qt::Key_Space: return ImGuiKey_Space;
    case Qt::Key_Return: return ImGuiKey_Enter;
    case Qt::Key_Escape: return ImGuiKey_Escape;
    case Qt::Key_Enter: return ImGuiKey_KeyPadEnter;
    case Qt::Key_A: return ImGuiKey_A;
    case Qt::Key_C: return ImGuiKey_C;
    case Qt::Key_V: return ImGuiKey_V;
    case Qt::Key_X: return ImGuiKey_X;
    case Qt::Key_Y: return ImGuiKey_Y;
    case Qt::Key_Z: return ImGuiKey_Z;
    default: return -1;
    }
}

int imGuiMouseButton(Qt::MouseButton button)
{
    switch (button) {
    case Qt::LeftButton: return ImGuiMouseButton_Left;
    case Qt::RightButton: return ImGuiMouseButton_Right;
    case Qt::MiddleButton: return ImGuiMouseButton_Middle;
    case Qt::BackButton: return 3;
    case Qt::ForwardButton: return 4;
    default: return -1;
    }
}

} // namespace

ImGuiOverlay::ImGuiOverlay()
{
    IMGUI_CHECKVERSION();
    ImGuiContext *previous = ImGui::GetCurrentContext();
    m_context = ImGui::CreateContext();
    ImGui::SetCurrentContext(m_context);
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr; // no imgui.ini next to the user's files
    io.LogFilename = nullptr;
    io.BackendPlatformName = "gpulab-qt";
    io.BackendRendererName = "gpulab-qopengl";
    io.ConfigWindowsMoveFromTitleBarOnly = true;
    for (int key = 0; key < ImGuiKey_COUNT; ++key)
        io.KeyMap[key] = key; // KeysDown[] is indexed by ImGuiKey_ itself
    io.GetClipboardTextFn = &ImGuiOverlay::clipboardText;
    io.SetClipboardTextFn = &ImGuiOverlay::setClipboardText;
    io.ClipboardUserData = this;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    ImGui::SetCurrentContext(previous);
    m_style = SceneStyle::light();
    setStyle(m_style);
}

ImGuiOverlay::~ImGuiOverlay()
{
    // GL objects left behind belong to a context that is gone or not current: the owner calls
    // releaseGL() while it can; here only the CPU side is freed.
    ImGuiContext *previous = ImGui::GetCurrentContext();
    ImGui::DestroyContext(m_context);
    ImGui::SetCurrentContext(previous == m_context ? nullptr : previous);
}

void ImGuiOverlay::makeCurrent() const
{
    ImGui::SetCurrentContext(m_context);
}

void ImGuiOverlay::setStyle(const SceneStyle &style)
{
    m_style = style;
    m_fontPixels = float(std::max(8, QFontInfo(style.font).pixelSize()));
    m_fontDirty = true; // size or weight may have changed; rebuilding is cheap next to a frame
    ContextScope scope(m_context);
    applyStyleColors();
}

void ImGuiOverlay::applyStyleColors()
{
    ImGuiStyle &style = ImGui::GetStyle();
    const bool dark = m_style.background.lightness() < 128;
    const float scale = m_fontPixels / 13.0f; // ImGui's metrics are designed for 13 px text
    style = ImGuiStyle();
    if (dark)
        ImGui::StyleColorsDark(&style);
    else
        ImGui::StyleColorsLight(&style);
    style.WindowRounding = 4;
    style.FrameRounding = 3;
    style.WindowBorderSize = m_style.highContrast ? 2.0f : 1.0f;
    style.FrameBorderSize = m_style.highContrast ? 1.0f : 0.0f;
    style.ScaleAllSizes(std::max(1.0f, scale));

    ImVec4 *colors = style.Colors;
    colors[ImGuiCol_Text] = toImVec4(m_style.foreground);
    colors[ImGuiCol_TextDisabled] = toImVec4(m_style.muted);
    colors[ImGuiCol_WindowBg] = toImVec4(m_style.surface, m_style.highContrast ? 1.0f : 0.92f);
    colors[ImGuiCol_PopupBg] = toImVec4(m_style.surface, 0.98f);
    colors[ImGuiCol_Border] =
        toImVec4(m_style.highContrast ? m_style.foreground : m_style.muted, 0.8f);
    if (m_style.highContrast) {
        const QColor accent = m_style.series[1];
        colors[ImGuiCol_Button] = toImVec4(m_style.background);
        colors[ImGuiCol_ButtonHovered] = toImVec4(accent, 0.45f);
        colors[ImGuiCol_ButtonActive] = toImVec4(accent, 0.75f);
        colors[ImGuiCol_FrameBg] = toImVec4(m_style.background);
        colors[ImGuiCol_TitleBg] = toImVec4(m_style.background);
        colors[ImGuiCol_TitleBgActive] = toImVec4(m_style.surface);
    }
}

void ImGuiOverlay::rebuildFont(qreal devicePixelRatio)
{
    ImGuiIO &io = ImGui::GetIO();
    io.Fonts->Clear();
    const float devicePixels =
        std::min(kMaxFontDevicePixels, std::round(m_fontPixels * float(devicePixelRatio)));

    const bool bold = m_style.font.weight() >= QFont::DemiBold;
    if (m_fontFile.isEmpty() ||
        bold != m_fontPath.contains(QLatin1String("Bold"), Qt::CaseInsensitive)) {
        m_fontFile.clear();
        m_fontPath.clear();
        for (const char *path : bold ? kBoldFonts : kRegularFonts) {
            QFile file(QString::fromUtf8(path));
            if (file.open(QIODevice::ReadOnly)) {
                m_fontFile = file.readAll();
                m_fontPath = file.fileName();
                break;
            }
        }
    }
    ImFont *font = nullptr;
    if (!m_fontFile.isEmpty()) {
        ImFontConfig config;
        config.FontDataOwnedByAtlas = false; // m_fontFile owns the bytes
        config.OversampleH = devicePixels >= 24 ? 1 : 2;
        config.OversampleV = 1;
        config.PixelSnapH = true;
        font = io.Fonts->AddFontFromMemoryTTF(m_fontFile.data(), int(m_fontFile.size()),
                                              devicePixels, &config, kGlyphRanges);
    }
    if (!font) {
        m_fontPath = QStringLiteral("(built-in)");
        ImFontConfig config;
        config.SizePixels = devicePixels;
        io.Fonts->AddFontDefault(&config);
    }
    // Glyphs are rasterised in device pixels and drawn at 1/ratio: sharp on high-DPI screens.
    io.FontGlobalScale = float(1.0 / devicePixelRatio);
    unsigned char *pixels = nullptr;
    int width = 0;
    int height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    if (m_renderer && m_renderer->gl) {
        m_renderer->uploadFont(pixels, width, height);
        io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(std::uintptr_t(m_renderer->fontTexture)));
    }
    io.Fonts->ClearTexData(); // the GL texture has it now
    m_fontDevicePixelRatio = devicePixelRatio;
    m_fontDirty = false;
    m_framesToSettle = std::max(m_framesToSettle, 2);
}

bool ImGuiOverlay::initializeGL()
{
    releaseGL();
    auto renderer = std::make_unique<Renderer>();
    if (!renderer->initialize())
        return false;
    m_renderer = std::move(renderer);
    m_fontDirty = true; // the texture lives in this context
    return true;
}

void ImGuiOverlay::releaseGL()
{
    if (m_renderer)
        m_renderer->release();
    m_renderer.reset();
    m_fontDirty = true;
}

bool ImGuiOverlay::isGLReady() const
{
    return m_renderer && m_renderer->program;
}

const char *ImGuiOverlay::clipboardText(void *userData)
{
    auto *self = static_cast<ImGuiOverlay *>(userData);
    self->m_clipboard = QGuiApplication::clipboard()->text().toUtf8();
    return self->m_clipboard.constData();
}

void ImGuiOverlay::setClipboardText(void *userData, const char *text)
{
    Q_UNUSED(userData);
    QGuiApplication::clipboard()->setText(QString::fromUtf8(text));
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Frames
// ---------------------------------------------------------------------------------------------

void ImGuiOverlay::beginFrame(const QSize &logicalSize, qreal devicePixelRatio)
{
    ImGui::SetCurrentContext(m_context);
    ImGuiIO &io = ImGui::GetIO();
    if (m_fontDirty || devicePixelRatio != m_fontDevicePixelRatio)
        rebuildFont(devicePixelRatio);
    io.DisplaySize = ImVec2(float(logicalSize.width()), float(logicalSize.height()));
    io.DisplayFramebufferScale = ImVec2(float(devicePixelRatio), float(devicePixelRatio));
    // Real time between overlay frames (hover delays, double clicks, key repeat); frames only
    // happen on demand, so a long gap is normal.
    const double elapsed = m_frameTimer.isValid() ? m_frameTimer.restart() / 1000.0 : 1.0 / 60;
    if (!m_frameTimer.isValid())
        m_frameTimer.start();
    io.DeltaTime = float(std::max(elapsed, 1e-4));

    // A release that came before any frame saw its press takes effect in the frame after the
    // one that saw the press.
    for (int b = 0; b < kMouseButtons; ++b) {
        if (m_mouseReleaseLate[b] && m_mouseSeen[b]) {
            io.MouseDown[b] = false;
            m_mouseReleaseLate[b] = false;
        }
    }
    for (int k = 0; k < kKeys; ++k) {
        if (m_keyReleaseLate[k] && m_keySeen[k]) {
            io.KeysDown[k] = false;
            m_keyReleaseLate[k] = false;
        }
    }
    ImGui::NewFrame();
    for (int b = 0; b < kMouseButtons; ++b)
        m_mouseSeen[b] = io.MouseDown[b];
    for (int k = 0; k < kKeys; ++k)
        m_keySeen[k] = io.KeysDown[k];
}

void ImGuiOverlay::endFrame()
{
    ImGui::SetCurrentContext(m_context);
    ImGui::Render();
    if (m_framesToSettle > 0)
        --m_framesToSettle;
    recordWindowRects();
    if (m_renderer && m_renderer->program)
        m_renderer->draw(*ImGui::GetDrawData());
}

void ImGuiOverlay::recordWindowRects()
{
    m_windowRects.clear();
    const ImGuiContext &g = *m_context;
    for (const ImGuiWindow *window : g.Windows) {
        // Active: begun this frame (the unused implicit "Debug" window is deactivated by
        // EndFrame, though it too was begun).
        if (!window->Active)
            continue;
        // An auto-sized window is hidden while it measures itself: draw again until it shows.
        if (window->Hidden || window->HiddenFramesCanSkipItems > 0 ||
            window->HiddenFramesCannotSkipItems > 0)
            m_framesToSettle = std::max(m_framesToSettle, 1);
        if (window->Hidden || (window->Flags & ImGuiWindowFlags_NoMouseInputs))
            continue;
        // ImGui also reacts a few pixels outside a resizable window (its resize grips).
        const qreal pad = (window->Flags & ImGuiWindowFlags_NoResize) ? 0 : 4;
        m_windowRects.append(QRectF(window->Pos.x, window->Pos.y, window->Size.x, window->Size.y)
                                 .adjusted(-pad, -pad, pad, pad));
    }
}

bool ImGuiOverlay::isOverWindow(const QPointF &position) const
{
    return std::any_of(m_windowRects.cbegin(), m_windowRects.cend(),
                       [&](const QRectF &rect) { return rect.contains(position); });
}

bool ImGuiOverlay::wantsKeyboard() const
{
    return m_context->IO.WantCaptureKeyboard;
}

bool ImGuiOverlay::needsAnotherFrame() const
{
    return m_framesToSettle > 0 || m_mouseReleaseLate.any() || m_keyReleaseLate.any();
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Input
// ---------------------------------------------------------------------------------------------

bool ImGuiOverlay::handleEvent(QEvent *event)
{
    ContextScope scope(m_context);
    switch (event->type()) {
    case QEvent::MouseMove:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick: return handleMouse(static_cast<QMouseEvent *>(event));
    case QEvent::Wheel: return handleWheel(static_cast<QWheelEvent *>(event));
    case QEvent::KeyPress:
    case QEvent::KeyRelease: return handleKey(static_cast<QKeyEvent *>(event));
    case QEvent::Leave:
        if (m_mouseOwned.none())
            ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        return false;
    case QEvent::FocusOut: {
        ImGuiIO &io = ImGui::GetIO();
        std::fill(std::begin(io.KeysDown), std::end(io.KeysDown), false);
        io.KeyCtrl = io.KeyShift = io.KeyAlt = io.KeySuper = false;
        m_keyReleaseLate.reset();
        return false;
    }
    default: return false;
    }
}

bool ImGuiOverlay::handleMouse(QMouseEvent *event)
{
    ImGuiIO &io = ImGui::GetIO();
    const QPointF position = event->position();
    io.MousePos = ImVec2(float(position.x()), float(position.y()));
    const int button = imGuiMouseButton(event->button());

    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        if (button < 0)
            return isOverWindow(position);
        // ImGui sees every press (a click on the scene must end a text edit); it owns the ones
        // that land on its windows, and then the whole drag until release.
        const bool owned = isOverWindow(position) || m_mouseOwned.any();
        io.MouseDown[button] = true;
        m_mouseSeen[button] = false;
        m_mouseReleaseLate[button] = false;
        m_mouseOwned[button] = owned;
        return owned;
    }
    case QEvent::MouseButtonRelease: {
        if (button < 0)
            return isOverWindow(position);
        const bool owned = m_mouseOwned[button];
        m_mouseOwned[button] = false;
        if (m_mouseSeen[button])
            io.MouseDown[button] = false;
        else
            m_mouseReleaseLate[button] = true;
        return owned;
    }
    default: // move
        if (m_mouseOwned.any())
            return true;
        return event->buttons() == Qt::NoButton && isOverWindow(position);
    }
}

bool ImGuiOverlay::handleWheel(QWheelEvent *event)
{
    const QPointF position = event->position();
    if (!isOverWindow(position))
        return false;
    ImGuiIO &io = ImGui::GetIO();
    io.MousePos = ImVec2(float(position.x()), float(position.y()));
    // One notch is 120 units; ImGui counts notches.
    io.MouseWheel += float(event->angleDelta().y()) / 120.0f;
    io.MouseWheelH += float(event->angleDelta().x()) / 120.0f;
    return true;
}

bool ImGuiOverlay::handleKey(QKeyEvent *event)
{
    ImGuiIO &io = ImGui::GetIO();
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    io.KeyCtrl = modifiers.testFlag(Qt::ControlModifier);
    io.KeyShift = modifiers.testFlag(Qt::ShiftModifier);
    io.KeyAlt = modifiers.testFlag(Qt::AltModifier);
    io.KeySuper = modifiers.testFlag(Qt::MetaModifier);

    const bool press = event->type() == QEvent::KeyPress;
    const int key = imGuiKey(event->key());
    if (key >= 0 && !event->isAutoRepeat()) {
        if (press) {
            io.KeysDown[key] = true;
            m_keySeen[key] = false;
            m_keyReleaseLate[key] = false;
        } else if (m_keySeen[key]) {
            io.KeysDown[key] = false;
        } else {
            m_keyReleaseLate[key] = true;
        }
    }
    const bool wanted = io.WantCaptureKeyboard;
    if (press && wanted && !event->text().isEmpty() && !io.KeyCtrl) {
        const QString text = event->text();
        if (std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isPrint(); }))
            io.AddInputCharactersUTF8(text.toUtf8().constData());
    }
    return wanted;
}

} // namespace gpulab
