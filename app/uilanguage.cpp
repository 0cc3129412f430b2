// UiLanguage: the UI language, QLocale's default and the translators (see uilanguage.h).
#include "app/uilanguage.h"

#include "lessons/framework/numbertext.h"

#include <QDir>
#include <QLibraryInfo>
#include <QSettings>

namespace gpulab {

QLocale::Language UiLanguage::languageOf(const QString &code)
{
    if (code.isEmpty())
        return QLocale::AnyLanguage;
    const QLocale locale(code);
    return locale.language() == QLocale::C ? QLocale::AnyLanguage : locale.language();
}

QStringList UiLanguage::available(const QString &translationsDir)
{
    QStringList languages{QStringLiteral("en")};
    const QDir dir(translationsDir);
    for (const QString &file : dir.entryList({QStringLiteral("gpulab_*.qm")}, QDir::Files)) {
        const QString code = file.mid(7, file.size() - 7 - 3); // "gpulab_" … ".qm"
        if (languageOf(code) != QLocale::AnyLanguage && !languages.contains(code))
            languages.append(code);
    }
    return languages;
}

QLocale UiLanguage::choose(const QLocale &system, const QStringList &available,
                           const QString &wanted)
{
    auto offered = [&](QLocale::Language language) {
        for (const QString &code : available)
            if (languageOf(code) == language)
                return true;
        return false;
    };
    // The system's own locale when it speaks the language (its territory's ways), else the
    // language's default locale.
    auto localeFor = [&](QLocale::Language language) {
        return system.language() == language ? system : QLocale(language);
    };
    const QLocale::Language asked = languageOf(wanted);
    if (asked != QLocale::AnyLanguage && offered(asked))
        return localeFor(asked);
    if (offered(system.language()))
        return system;
    return localeFor(QLocale::English);
}

UiLanguage::~UiLanguage()
{
    uninstall();
}

QString UiLanguage::nativeName(const QLocale &locale)
{
    // Qt's nativeLanguageName() names the variant ("español de España", "English (United
    // States)"); a language menu names the language.
    switch (locale.language()) {
    case QLocale::English: return QStringLiteral("English");
    case QLocale::Spanish: return QStringLiteral("Español");
    case QLocale::Arabic: return QStringLiteral("العربية");
    case QLocale::French: return QStringLiteral("Français");
    case QLocale::German: return QStringLiteral("Deutsch");
    case QLocale::Portuguese: return QStringLiteral("Português");
    case QLocale::Chinese:
        return locale.script() == QLocale::TraditionalChineseScript ||
                       locale.territory() == QLocale::Taiwan ||
                       locale.territory() == QLocale::HongKong
                   ? QStringLiteral("繁體中文")
                   : QStringLiteral("简体中文");
    default: break;
    }
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        name = QLocale::languageToString(locale.language());
    // "italiano" as a menu item is "Italiano"; scripts without case stay as they are.
    if (!name.isEmpty())
        name[0] = locale.toUpper(name.left(1)).at(0);
    return name;
}

QLocale UiLanguage::installFromSettings(QCoreApplication *app, const QString &translationsDir)
{
    const QString wanted = QSettings().value(QLatin1String(kSettingsKey)).toString();
    const QLocale locale = choose(QLocale::system(), available(translationsDir), wanted);
    install(app, locale, translationsDir);
    return locale;
}

bool UiLanguage::install(QCoreApplication *app, const QLocale &locale,
                         const QString &translationsDir)
{
    uninstall();
    m_app = app;
    m_locale = locale;
    // Every QLocale() from here on writes numbers and dates in the UI language (grouped
    // correctly: numberLocale()).
    QLocale::setDefault(numberLocale(locale));
    if (m_gpulab.load(locale, QStringLiteral("gpulab"), QStringLiteral("_"), translationsDir))
        m_gpulabInstalled = app->installTranslator(&m_gpulab);
    if (locale.language() == QLocale::English)
        return false; // Qt's source strings are English
    if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        m_qtInstalled = app->installTranslator(&m_qt);
    return m_qtInstalled;
}

void UiLanguage::uninstall()
{
    if (m_app && m_gpulabInstalled)
        m_app->removeTranslator(&m_gpulab);
    if (m_app && m_qtInstalled)
        m_app->removeTranslator(&m_qt);
    m_gpulabInstalled = m_qtInstalled = false;
}

} // namespace gpulab
