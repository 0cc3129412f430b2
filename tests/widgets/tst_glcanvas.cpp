// The OpenGL canvas under the xcb platform (run under Xvfb with Mesa): it is chosen, renders the
// scene and the ImGui window, the overlay takes mouse presses over its window and passes the
// others to the view, ImGui buttons work with a quick click, frames stop when paused, and the
// overlay's renderer leaves the GL state as it found it.
#include "testsimulation.h"
#include "widgets/glcanvas.h"
#include "widgets/imguioverlay.h"
#include "widgets/simulationview.h"

#include <QApplication>
#include <QLabel>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QOpenGLFramebufferObject>
#include <QOpenGLShaderProgram>
#include <QScopeGuard>
#include <QSet>
#include <QtTest>
#include <imgui.h>

using gpulab::GLCanvas;
using gpulab::ImGuiOverlay;
using gpulab::SimulationView;
using gpulab::test::WalkModel;
using gpulab::test::WalkScene;

namespace {

std::unique_ptr<SimulationView> makeView()
{
    auto model = std::make_unique<WalkModel>();
    model->reset(3);
    auto view = std::make_unique<SimulationView>(std::move(model), std::make_unique<WalkScene>());
    view->setSceneStyle(gpulab::SceneStyle::dark());
    view->resize(720, 480);
    return view;
}

// Shows the view and waits until the overlay's window has been laid out and drawn.
bool showAndSettle(SimulationView &view)
{
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    GLCanvas *canvas = view.glCanvas();
    const bool ok = QTest::qWaitFor([&] {
        return canvas->framesRendered() >= 2 && !canvas->overlay().needsAnotherFrame() &&
               !canvas->controlRect(GLCanvas::Control::Step).isEmpty();
    });
    if (!ok)
        qInfo() << "frames" << canvas->framesRendered() << "another"
                << canvas->overlay().needsAnotherFrame() << "step rect"
                << canvas->controlRect(GLCanvas::Control::Step);
    return ok;
}

class PressRecorder : public QObject
{
public:
    int presses = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::MouseButtonPress)
            ++presses;
        return false;
    }
};

} // namespace

class TestGLCanvas : public QObject
{
    Q_OBJECT

private slots:
    // The OpenGL canvas is what these tests check, also where OpenGL runs in software (Xvfb's
    // llvmpipe), which View › Simulation Drawing's Automatic would draw on the plain canvas.
    void initTestCase() { SimulationView::setDrawing(SimulationView::Drawing::OpenGL); }
    // Any Qt warning fails the test.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void softwareRenderersAreRecognised_data()
    {
        QTest::addColumn<QString>("renderer");
        QTest::addColumn<bool>("software");
        QTest::newRow("llvmpipe") << "llvmpipe (LLVM 15.0.6, 256 bits)" << true;
        QTest::newRow("softpipe") << "softpipe" << true;
        QTest::newRow("swiftshader") << "Google SwiftShader" << true;
        QTest::newRow("windows") << "GDI Generic" << true;
        QTest::newRow("windows-basic") << "Microsoft Basic Render Driver" << true;
        QTest::newRow("macos") << "Apple Software Renderer" << true;
        QTest::newRow("intel") << "Mesa Intel(R) UHD Graphics 620 (KBL GT2)" << false;
        QTest::newRow("amd") << "AMD Radeon Graphics (renoir, LLVM 15.0.6, DRM 3.49, 6.1.0)"
                             << false;
        QTest::newRow("nvidia") << "NVIDIA GeForce RTX 3060/PCIe/SSE2" << false;
        QTest::newRow("virgl") << "virgl (Intel(R) Iris(R) Xe Graphics)" << false;
        QTest::newRow("empty") << "" << false;
    }
    void softwareRenderersAreRecognised()
    {
        QFETCH(QString, renderer);
        QFETCH(bool, software);
        QCOMPARE(SimulationView::isSoftwareRenderer(renderer), software);
    }

    // Automatic draws on the plain canvas where OpenGL is a software rasteriser (Xvfb here) and
    // says why and how to get the overlay; the environment overrides the choice both ways.
    void drawingFollowsTheChoiceAndTheRenderer()
    {
        // Xvfb offers no direct rendering (no DRI3, DRI2 or NVIDIA GLX): that is known from the
        // X server alone, and the probe agrees that its OpenGL is a software rasteriser.
        QVERIFY(SimulationView::softwareOnlyDisplay());
        const SimulationView::OpenGLInfo &gl = SimulationView::openGLInfo();
        QVERIFY(gl.available);
        QVERIFY2(!gl.renderer.isEmpty(), "GL_RENDERER was not read");
        QVERIFY2(gl.software, qPrintable(gl.renderer));
        const auto restore = qScopeGuard([] {
            SimulationView::setDrawing(SimulationView::Drawing::OpenGL);
            qunsetenv("GPULAB_NO_OPENGL");
            qunsetenv("GPULAB_OPENGL");
        });
        SimulationView::setDrawing(SimulationView::Drawing::Automatic);
        {
            auto view = makeView();
            QCOMPARE(view->usesOpenGL(), !gl.software);
            if (gl.software) {
                const auto *notice =
                    view->findChild<QLabel *>(QStringLiteral("openGLUnavailableNotice"));
                QVERIFY(notice);
                QVERIFY2(notice->text().contains(QStringLiteral("software")) &&
                             notice->text().contains(QStringLiteral("Simulation Drawing")),
                         qPrintable(notice->text()));
            }
        }
        SimulationView::setDrawing(SimulationView::Drawing::Plain);
        QVERIFY(!makeView()->usesOpenGL());
        qputenv("GPULAB_OPENGL", "1"); // the environment wins over the setting
        QVERIFY(makeView()->usesOpenGL());
        SimulationView::setDrawing(SimulationView::Drawing::OpenGL);
        qunsetenv("GPULAB_OPENGL");
        qputenv("GPULAB_NO_OPENGL", "1");
        QVERIFY(!makeView()->usesOpenGL());
        qunsetenv("GPULAB_NO_OPENGL");
        QVERIFY(makeView()->usesOpenGL());
    }

    void usesOpenGLUnderXcb()
    {
        QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
        QVERIFY(SimulationView::openGLAvailable());
        auto view = makeView();
        QVERIFY(view->usesOpenGL());
        QVERIFY(view->glCanvas());
        QVERIFY(!view->fallbackCanvas());
    }

    void rendersSceneAndOverlay()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        GLCanvas *canvas = view->glCanvas();
        const QImage frame = canvas->grabFramebuffer();
        QVERIFY(!frame.isNull());
        QSet<QRgb> colours;
        for (int y = 0; y < frame.height(); y += 4)
            for (int x = 0; x < frame.width(); x += 4)
                colours.insert(frame.pixel(x, y));
        QVERIFY2(colours.size() > 4, qPrintable(QString::number(colours.size())));

        const gpulab::SceneStyle &style = view->sceneStyle();
        const qreal ratio = frame.devicePixelRatio();
        const auto at = [&](QPointF p) { return QColor(frame.pixel((p * ratio).toPoint())); };
        // Bottom left: neither scene field nor overlay, so the clear colour.
        QCOMPARE(at(QPointF(5, canvas->height() - 5)), style.background);
        // The particle field (right two thirds) away from the walkers.
        QCOMPARE(at(QPointF(canvas->width() - 3, canvas->height() - 3)), style.surface);
        // The ImGui window, drawn over the plain background.
        const QRectF window = canvas->controlRect(GLCanvas::Control::Window);
        QVERIFY(!window.isEmpty());
        // At the top (its controls share rows where the canvas is wide): the scene is laid out
        // below or beside it, so the window sits over the plain background.
        QVERIFY(window.bottom() < canvas->height() / 2.0);
        QVERIFY(at(window.center() + QPointF(0, window.height() / 4)) != style.background);
    }

    void overlayTakesOnlyPressesOverItsWindow()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        GLCanvas *canvas = view->glCanvas();
        ImGuiOverlay &overlay = canvas->overlay();
        const QRectF window = canvas->controlRect(GLCanvas::Control::Window);
        const QPointF inside = window.center();
        const QPointF outside(canvas->width() * 0.6, canvas->height() * 0.8);
        QVERIFY(!window.contains(outside));

        const auto send = [&](QEvent::Type type, QPointF p) {
            QMouseEvent event(type, p, canvas->mapToGlobal(p), Qt::LeftButton,
                              type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton,
                              Qt::NoModifier);
            return overlay.handleEvent(&event);
        };
        QVERIFY(send(QEvent::MouseButtonPress, inside));
        QVERIFY(send(QEvent::MouseMove, outside)); // a drag that began on ImGui stays ImGui's
        QVERIFY(send(QEvent::MouseButtonRelease, outside));
        QVERIFY(!send(QEvent::MouseButtonPress, outside));
        QVERIFY(!send(QEvent::MouseMove, inside)); // the view's drag, even over the window
        QVERIFY(!send(QEvent::MouseButtonRelease, inside));

        // Through real event delivery: only the press outside reaches the view.
        PressRecorder recorder;
        view->installEventFilter(&recorder);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, inside.toPoint());
        QCOMPARE(recorder.presses, 0);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, outside.toPoint());
        QCOMPARE(recorder.presses, 1);
        view->removeEventFilter(&recorder);

        QWheelEvent wheel(inside, canvas->mapToGlobal(inside), {}, QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QVERIFY(overlay.handleEvent(&wheel));
        QWheelEvent wheelOutside(outside, canvas->mapToGlobal(outside), {}, QPoint(0, 120),
                                 Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QVERIFY(!overlay.handleEvent(&wheelOutside));
    }

    void overlayButtonsWorkWithAQuickClick()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        GLCanvas *canvas = view->glCanvas();
        const auto click = [&](GLCanvas::Control control) {
            const QRectF rect = canvas->controlRect(control);
            QVERIFY(!rect.isEmpty());
            QTest::mouseClick(canvas, Qt::LeftButton, {}, rect.center().toPoint());
        };
        click(GLCanvas::Control::Step);
        QTRY_COMPARE(view->stepsTaken(), 1);
        click(GLCanvas::Control::Faster);
        QTRY_COMPARE(view->speed(), 2.0);
        click(GLCanvas::Control::NextBeat);
        QTRY_COMPARE(view->model().beat(), 1);
        QTRY_VERIFY(!canvas->overlay().needsAnotherFrame());
        click(GLCanvas::Control::PreviousBeat);
        QTRY_COMPARE(view->model().beat(), 0);
        QTRY_VERIFY(!canvas->overlay().needsAnotherFrame());
        click(GLCanvas::Control::Play);
        QTRY_VERIFY(view->isPlaying());
        QTRY_VERIFY(!canvas->overlay().needsAnotherFrame());
        click(GLCanvas::Control::Play);
        QTRY_VERIFY(!view->isPlaying());
    }

    void keyboardWorksWithTheGLCanvas()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        QTest::keyClick(view.get(), Qt::Key_Space);
        QVERIFY(view->isPlaying());
        QTest::keyClick(view.get(), Qt::Key_Space);
        QVERIFY(!view->isPlaying());
        QTest::keyClick(view.get(), Qt::Key_S);
        QCOMPARE(view->stepsTaken(), 1);
    }

    void framesOnlyWhilePlaying()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        GLCanvas *canvas = view->glCanvas();
        QTest::qWait(50);
        int frames = canvas->framesRendered();
        QTest::qWait(250);
        QCOMPARE(canvas->framesRendered(), frames); // paused and untouched: no frames at all

        view->play();
        QVERIFY(view->isAnimating());
        QTRY_VERIFY(canvas->framesRendered() > frames + 5);
        view->pause();
        QVERIFY(!view->isAnimating());
        QTest::qWait(50);
        frames = canvas->framesRendered();
        QTest::qWait(250);
        QCOMPARE(canvas->framesRendered(), frames);
    }

    void overlayFontFollowsTheStyle()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        GLCanvas *canvas = view->glCanvas();
        const QRectF small = canvas->controlRect(GLCanvas::Control::Window);
        gpulab::SceneStyle style = gpulab::SceneStyle::highContrastDark();
        style.font.setPixelSize(28);
        view->setSceneStyle(style);
        QCOMPARE(canvas->overlay().fontPixelSize(), 28.0f);
        QTRY_VERIFY(canvas->controlRect(GLCanvas::Control::Window).width() > small.width() * 1.3);
    }

    // Large text in a small canvas: the open time window would leave the scene no room, so it
    // folds (as when presenting); a user who unfolds it keeps it open; with room it unfolds.
    void foldsTheTimeWindowWhereItLeavesTheSceneNoRoom()
    {
        auto view = makeView();
        QVERIFY(showAndSettle(*view));
        GLCanvas *canvas = view->glCanvas();
        const auto open = [canvas] {
            return !canvas->controlRect(GLCanvas::Control::Step).isEmpty();
        };
        QVERIFY(open()); // 720 x 480 at the usual text size: room enough
        gpulab::SceneStyle style = gpulab::SceneStyle::dark();
        style.font.setPixelSize(26); // 200 %
        view->setSceneStyle(style);
        view->resize(520, 300);
        QTRY_VERIFY(!open());
        QTest::qWait(200);
        QVERIFY(!open()); // and it stays folded

        // The user unfolds it with a click on its title bar (the arrow or anywhere else on it):
        // it stays open at this size.
        const QRectF title = canvas->controlRect(GLCanvas::Control::Window);
        QTest::mouseClick(canvas, Qt::LeftButton, {},
                          title.topLeft().toPoint() + QPoint(int(title.height() / 2), 5));
        QTRY_VERIFY(open());
        QTest::qWait(200);
        QVERIFY(open());

        // Another size that is cramped folds it again; a roomy one unfolds what was folded.
        view->resize(500, 290);
        QTRY_VERIFY(!open());
        view->resize(1400, 900);
        QTRY_VERIFY(open());
    }

    void rendererRestoresGLState_data()
    {
        QTest::addColumn<bool>("gles");
        QTest::newRow("desktop OpenGL") << false;
        QTest::newRow("OpenGL ES") << true;
    }

    void rendererRestoresGLState()
    {
        QFETCH(bool, gles);
        QSurfaceFormat format;
        if (gles) {
            format.setRenderableType(QSurfaceFormat::OpenGLES);
            format.setVersion(3, 0);
        }
        QOpenGLContext context;
        context.setFormat(format);
        if (!context.create() || context.isOpenGLES() != gles)
            QSKIP("this display has no context of that kind");
        QOffscreenSurface surface;
        surface.setFormat(context.format());
        surface.create();
        QVERIFY(context.makeCurrent(&surface));
        QOpenGLExtraFunctions *gl = context.extraFunctions();
        QOpenGLFramebufferObject fbo(200, 150);
        QVERIFY(fbo.bind());
        gl->glClearColor(0, 0, 0, 1);
        gl->glClear(GL_COLOR_BUFFER_BIT);

        // Someone else's state, deliberately unusual.
        QOpenGLShaderProgram program;
        const QByteArray version =
            gles ? "#version 300 es\nprecision mediump float;\n" : "#version 130\n";
        QVERIFY(program.addShaderFromSourceCode(
            QOpenGLShader::Vertex, version + "in vec4 p; void main() { gl_Position = p; }\n"));
        QVERIFY(program.addShaderFromSourceCode(
            QOpenGLShader::Fragment, version + "out vec4 c; void main() { c = vec4(1.0); }\n"));
        QVERIFY(program.link());
        QVERIFY(program.bind());
        GLuint texture = 0, buffer = 0, vertexArray = 0;
        gl->glGenTextures(1, &texture);
        gl->glActiveTexture(GL_TEXTURE0);
        gl->glBindTexture(GL_TEXTURE_2D, texture);
        gl->glActiveTexture(GL_TEXTURE3);
        gl->glGenBuffers(1, &buffer);
        gl->glGenVertexArrays(1, &vertexArray);
        gl->glBindVertexArray(vertexArray);
        gl->glBindBuffer(GL_ARRAY_BUFFER, buffer);
        gl->glViewport(1, 2, 30, 40);
        gl->glScissor(3, 4, 5, 6);
        gl->glDisable(GL_SCISSOR_TEST);
        gl->glEnable(GL_DEPTH_TEST);
        gl->glEnable(GL_CULL_FACE);
        gl->glDisable(GL_BLEND);
        gl->glBlendFuncSeparate(GL_ONE, GL_ZERO, GL_DST_ALPHA, GL_ONE);
        gl->glBlendEquationSeparate(GL_FUNC_REVERSE_SUBTRACT, GL_FUNC_ADD);
        gl->glPixelStorei(GL_UNPACK_ALIGNMENT, 2);

        // Every piece of state the renderer touches, in one list (QCOMPARE shows the first
        // entry that differs).
        const auto snapshot = [&] {
            QList<GLint> s;
            const auto get = [&](GLenum name, int count) {
                GLint v[4] = {};
                gl->glGetIntegerv(name, v);
                for (int i = 0; i < count; ++i)
                    s.append(v[i]);
            };
            for (GLenum name :
                 {GL_CURRENT_PROGRAM, GL_ACTIVE_TEXTURE, GL_ARRAY_BUFFER_BINDING,
                  GL_ELEMENT_ARRAY_BUFFER_BINDING, GL_VERTEX_ARRAY_BINDING, GL_BLEND_SRC_RGB,
                  GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA, GL_BLEND_DST_ALPHA, GL_BLEND_EQUATION_RGB,
                  GL_BLEND_EQUATION_ALPHA, GL_UNPACK_ALIGNMENT, GL_FRAMEBUFFER_BINDING})
                get(name, 1);
            get(GL_VIEWPORT, 4);
            get(GL_SCISSOR_BOX, 4);
            for (GLenum cap :
                 {GL_BLEND, GL_CULL_FACE, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_SCISSOR_TEST})
                s.append(gl->glIsEnabled(cap));
            GLint active = 0;
            gl->glGetIntegerv(GL_ACTIVE_TEXTURE, &active);
            gl->glActiveTexture(GL_TEXTURE0);
            get(GL_TEXTURE_BINDING_2D, 1);
            gl->glActiveTexture(GLenum(active));
            return s;
        };
        const QList<GLint> before = snapshot();

        {
            ImGuiOverlay overlay;
            QVERIFY(overlay.initializeGL());
            QCOMPARE(snapshot(), before);
            for (int frame = 0; frame < 3; ++frame) {
                overlay.beginFrame(QSize(200, 150), 1.0);
                ImGui::SetNextWindowPos(ImVec2(10, 10));
                ImGui::SetNextWindowSize(ImVec2(150, 100));
                ImGui::Begin("state test");
                ImGui::TextUnformatted("Hello");
                ImGui::Button("Button");
                ImGui::End();
                overlay.endFrame();
                QCOMPARE(snapshot(), before);
                QCOMPARE(gl->glGetError(), GLenum(GL_NO_ERROR));
            }
            overlay.releaseGL();
            QCOMPARE(snapshot(), before);
        }
        // It did draw: the framebuffer is no longer uniformly black.
        program.release();
        const QImage image = fbo.toImage();
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 2, qPrintable(QString::number(colours.size())));

        gl->glBindVertexArray(0);
        gl->glDeleteVertexArrays(1, &vertexArray);
        gl->glDeleteBuffers(1, &buffer);
        gl->glDeleteTextures(1, &texture);
        fbo.release();
        context.doneCurrent();
    }
};

int main(int argc, char **argv)
{
    // This suite needs a real OpenGL platform: xcb (under Xvfb in the test runs).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "xcb");
    QApplication app(argc, argv);
    TestGLCanvas test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_glcanvas.moc"
