// NumberLine: where each format's values lie, one row per format on a shared logarithmic axis of
// magnitudes (powers of two: each step of the axis is a "binade", [2^e, 2^(e+1))). The 8- and
// 4-bit formats have few enough values to draw every positive one as a tick; the wider formats
// are drawn as a profile of how many values each binade holds (2^mantissaBits in every normal
// binade, halving in each subnormal binade below), on a scale of bits. Ranges that continue past
// the axis end in an arrow. The typed number is a dashed line across all rows, and each row
// marks what that format makes of it: a dot on the stored value, "∞" / "NaN" at the top of the
// range for an overflow, "0" with a cross at the bottom for an underflow. Everything comes from
// the codec. The same picture in words is summary() (the accessible description).
#pragma once

#include "compute/formats.h"
#include "widgets/simulationscene.h"

#include <QWidget>

namespace gpulab {

class NumberLine : public QWidget
{
    Q_OBJECT
public:
    explicit NumberLine(QWidget *parent = nullptr);

    // The number to mark (NaN: none; zero and infinities have no place on a log axis).
    void setValue(double value);
    double value() const { return m_value; }
    void setCurrentFormat(fp::Format format);
    fp::Format currentFormat() const { return m_current; }
    void setSceneStyle(const SceneStyle &style);

    // The axis now: binades from first() to second() (log2 of magnitudes).
    std::pair<int, int> axisRange() const;
    // Positive finite values of `spec` in [2^binade, 2^(binade+1)).
    static double valuesPerBinade(const fp::FormatSpec &spec, int binade);
    // True for the formats drawn value by value (8 bits or fewer).
    static bool drawsTicks(const fp::FormatSpec &spec) { return spec.containerBits <= 8; }
    QString summary() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateDescription();

    double m_value = 1.0;
    fp::Format m_current = fp::Format::Fp16;
    SceneStyle m_style = SceneStyle::light();
};

} // namespace gpulab
