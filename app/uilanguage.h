// The UI language and the one rule that goes with it: numbers and dates inside sentences follow
// the language GPU Lab speaks, not the system's locale. Under LANG=de_DE.UTF-8 with no German
// translation the UI is English, so QLocale() must write "70,000", not "70.000", and Qt's own
// dialogs (buttons, file dialogs) must speak English too, not German beside an English window.
//
// The choice: the language in the settings (ui/language, a language code such as "de"), when
// GPU Lab has a translation for it; else the system's, when it has one; else English, the
// language the source is written in. When the system speaks the chosen language its locale is
// kept whole (en_GB's dates, de_AT's months); else the language's own default locale is used.
// install() sets that locale as QLocale's default (every QLocale() after it) and loads GPU Lab's
// translation (":/i18n/gpulab_<language>.qm") and Qt's own (qtbase_<language>.qm) for it.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <QTranslator>

namespace gpulab {

class UiLanguage
{
    Q_DECLARE_TR_FUNCTIONS(UiLanguage)

public:
    // The settings key of the wanted language (empty or absent: the system's).
    static constexpr char kSettingsKey[] = "ui/language";

    // "en" and every language with a gpulab_<language>.qm in `translationsDir`.
    static QStringList available(const QString &translationsDir = QStringLiteral(":/i18n"));
    // The rule above; pure, for tests.
    static QLocale choose(const QLocale &system, const QStringList &available,
                          const QString &wanted);

    UiLanguage() = default;
    UiLanguage(const UiLanguage &) = delete;
    UiLanguage &operator=(const UiLanguage &) = delete;
    ~UiLanguage();

    // Chooses from the settings, QLocale::system() and available(), then install()s it.
    QLocale installFromSettings(QCoreApplication *app,
                                const QString &translationsDir = QStringLiteral(":/i18n"));
    // QLocale::setDefault(locale) and the translators for its language (replacing those of an
    // earlier install()). Returns whether Qt's own translation was needed and found (English
    // needs none).
    bool install(QCoreApplication *app, const QLocale &locale,
                 const QString &translationsDir = QStringLiteral(":/i18n"));
    QLocale locale() const { return m_locale; }
    // The language of a code such as "de", "pt_BR"; AnyLanguage when it names none.
    static QLocale::Language languageOf(const QString &code);
    // The language's name in itself, as a menu lists it: "English", "Español", "العربية",
    // "简体中文" (the script named where the language is written in several).
    static QString nativeName(const QLocale &locale);

private:
    void uninstall();

    QCoreApplication *m_app = nullptr;
    QTranslator m_gpulab;
    QTranslator m_qt;
    bool m_gpulabInstalled = false;
    bool m_qtInstalled = false;
    QLocale m_locale;
};

} // namespace gpulab
