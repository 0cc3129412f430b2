// The kit test's scratch lesson panel: a LessonPanel with one extra label.
#pragma once

#include "lessons/framework/lessonpanel.h"

namespace gpulab {

class ScratchPanel final : public LessonPanel
{
    Q_OBJECT

public:
    using LessonPanel::LessonPanel;

protected:
    QWidget *createExtras() override;
};

} // namespace gpulab
