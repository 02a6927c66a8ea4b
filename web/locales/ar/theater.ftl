# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = لجنة التصميم
theater-list-separator = {"، "}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = ملاحظات
theater-must-fix-count = { $count ->
    [zero] بلا تعديلات إلزامية
    [one] تعديل إلزامي واحد
    [two] تعديلان إلزاميان
    [few] { $count } تعديلات إلزامية
    [many] { $count } تعديلًا إلزاميًا
   *[other] { $count } تعديل إلزامي
}

## The panelists' roles

theater-role-designer = المصمم
theater-role-critic = الناقد
theater-role-brand = العلامة التجارية
theater-role-a11y = إمكانية الوصول
theater-role-copy = المحتوى النصي

## The page

theater-intro = نقد تصميم تجريه لجنة من خمسة أعضاء دون برنامج خفي: انسخ تعليمات اللجنة إلى محادثة، ثم الصق الرد هنا، وشاهد اللجنة تقيّمه جولةً بعد جولة. يبقى كل شيء في هذا المتصفح.
theater-on-stage = على المسرح:
theater-start-link = ابدأ جلسة للجنة

## What is on stage

theater-caption-nothing = لا شيء
theater-demo-title = عرض توضيحي: حالة الاختبار happy-3-rounds من Open Design
theater-caption-stored = جلسة محفوظة: { $title }
theater-caption-panel = جلسة اللجنة: { $title }
theater-caption-transcript = ملف سجل: { $name }
theater-caption-shared = جلسة لجنة مشتركة: { $title }

## The stage

theater-interrupt = إيقاف
theater-stage-empty = لا شيء على المسرح بعد: شغّل اللجنة، أو أعد عرض جلسة محفوظة، أو افتح سجلًا.
theater-warnings = تحذيرات
theater-warning-weak-debate = نقاش ضعيف: مضت جولة دون أن يختلف الناقد والمختصون.
theater-warning-unknown-role = سمّت إحدى الكتل دورًا غير معروف في اللجنة فتم تخطيها.
theater-warning-score-clamped = كانت إحدى الدرجات خارج المقياس فقُصرت على حدوده.
theater-warning-composite-mismatch = تختلف الدرجة المركّبة أو عدد التعديلات الإلزامية لدى الوكيل عن حساب التطبيق نفسه.
theater-warning-duplicate-ship = تم تجاهل SHIP ثانٍ، أو SHIP لجولة لم تُغلق قط.
theater-warning-times = (×{ $count })

## The score ticker and the round timeline

theater-bar = ج{ $round }: { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = لم تكتمل أي جولة بعد
theater-composite = الدرجة المركّبة
theater-threshold-value = العتبة { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = الإجماع
theater-round-of = الجولة { $round } من { $limit }
theater-claimed = ادّعى الوكيل { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = الوكيل: تسليم.
theater-decision-continue = الوكيل: متابعة.

## The lanes

theater-speaking = يتحدث…
theater-cell-round = ج{ $round }
theater-cell-draft = مسودة
theater-cell-notes = ملاحظات
theater-cell-revised = مُراجَع
theater-cell-dimension = { $name }: { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = ملاحظات المصمم
theater-turn-summary = { $notes ->
    [zero] بلا ملاحظات
    [one] ملاحظة واحدة
    [two] ملاحظتان
    [few] { $notes } ملاحظات
    [many] { $notes } ملاحظةً
   *[other] { $notes } ملاحظة
}، { $must_fix ->
    [zero] بلا تعديلات إلزامية
    [one] تعديل إلزامي واحد
    [two] تعديلان إلزاميان
    [few] { $must_fix } تعديلات إلزامية
    [many] { $must_fix } تعديلًا إلزاميًا
   *[other] { $must_fix } تعديل إلزامي
}
theater-must-fix-head = تعديلات إلزامية

## How a run ended

theater-badge-shipped = تم التسليم
theater-badge-below-threshold = دون العتبة
theater-badge-timed-out = انتهت المهلة
theater-badge-interrupted = متوقفة
theater-status-degraded = متدهورة
theater-status-failed = فاشلة
theater-status-legacy = صيغة قديمة
theater-status-running = قيد التشغيل
theater-shipped-summary = سُلّمت في الجولة { $round } · الدرجة المركّبة { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = أُوقفت في الجولة { $round } · أفضل درجة مركّبة { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = أُوقفت قبل انتهاء أي جولة: لم يُقيَّم شيء بعد.
theater-failed-heading = فشلت الجلسة
theater-failed-cli-exit = خرجت واجهة سطر أوامر الوكيل برمز غير صفري قبل أن تنتهي اللجنة.
theater-failed-per-round-timeout = تجاوزت إحدى الجولات الوقت المخصص لها.
theater-failed-total-timeout = تجاوزت الجلسة كلها الوقت الإجمالي المخصص لها.
theater-failed-orchestrator = خطأ داخلي في المنسّق.
theater-failed-orchestrator-here = يعني هذا هنا أن الرد انتهى دون SHIP مقبول ولا جولة مكتملة يمكن الرجوع إليها، أو أن سياسة البديل هي «إفشال الجلسة».
theater-degraded-heading = اللجنة غير متاحة في هذه الجلسة
theater-degraded-malformed = مخرجات اللجنة مشوّهة (رفض المحلل الكتلة).
theater-degraded-oversize = تجاوزت مخرجات اللجنة الحد الآمن من البايتات.
theater-degraded-adapter = المحوّل { $adapter } لا يدعم بروتوكول Critique.
theater-degraded-protocol = أرسل المحوّل { $adapter } إصدارًا غير مدعوم من البروتوكول.
theater-degraded-missing-artifact = انتهت الجلسة دون منتج نهائي.

## The designs

theater-design-kind = ({ $kind })
theater-kind-html = HTML، دون نوع محدد
theater-kind-svg = SVG، دون نوع محدد
theater-kind-none = دون نوع محدد
theater-source-only = ليس HTML ولا SVG، لذا يُعرض مصدره فقط.
theater-source = المصدر
theater-shipped-artifact = المنتج المسلَّم
theater-shipped-artifact-label = المنتج المسلَّم
theater-round-numbered = الجولة { $round }
theater-round-unnumbered = جولة بلا رقم
theater-draft-option-draft = مسودة المصمم، { $round }
theater-draft-option-notes = ملاحظات المصمم، { $round }
theater-draft-label = مسودة المصمم: { $round }
theater-drafts = مسودات المصمم
theater-drafts-show = عرض
theater-drafts-which = أي دور للمصمم يُعرض
theater-draft-none = لا مسودة في هذا الدور، بل ملاحظات فقط.

## Replay

theater-speed-paused = متوقف مؤقتًا
theater-speed-instant = فوري
theater-speed-live = مباشر ({ $ms } ملّي ثانية لكل حدث)
theater-speed-fast = سريع ({ $ms } ملّي ثانية لكل حدث)
theater-speed-slow = بطيء ({ $ms } ملّي ثانية لكل حدث)
theater-replay = إعادة العرض
theater-replay-speed = سرعة إعادة العرض
theater-replay-again = أعد العرض من البداية
theater-previous-round = الجولة السابقة
theater-next-event = الحدث التالي
theater-next-round = الجولة التالية
theater-download-transcript = تنزيل السجل
theater-download-failed = تعذّر تنزيل السجل: { $why }
theater-event-of = الحدث { $at } من { $of }
theater-keys = المفاتيح (لا تعمل أثناء الكتابة في حقل):
theater-key-interrupt = إيقاف
theater-key-next-event = الحدث التالي
theater-key-next-round = الجولة التالية
theater-key-previous-round = الجولة السابقة
theater-stored-runs = جلسات اللجنة المحفوظة
theater-replay-demo = أعد عرض الجلسة التوضيحية
theater-no-stored-runs = لا توجد جلسة لجنة محفوظة بعد. شغّل اللجنة لتسجيل واحدة.
theater-run-composite = الدرجة المركّبة { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = أعد عرض { $title }
theater-run-download = نزّل سجل { $title }
theater-run-delete = احذف { $title }
theater-download = تنزيل
theater-delete = حذف
theater-unreadable = { $count ->
    [zero] لا مدخلات محفوظة تعذّرت قراءتها: { $keys }
    [one] تعذّرت قراءة مُدخل محفوظ واحد وتُرك كما هو: { $keys }
    [two] تعذّرت قراءة مُدخلَين محفوظَين وتُركا كما هما: { $keys }
    [few] تعذّرت قراءة { $count } مُدخلات محفوظة وتُركت كما هي: { $keys }
    [many] تعذّرت قراءة { $count } مُدخلًا محفوظًا وتُركت كما هي: { $keys }
   *[other] تعذّرت قراءة { $count } مُدخل محفوظ وتُركت كما هي: { $keys }
}

## Replaying a transcript file

theater-open-title = أعد عرض ملف سجل
theater-open-help = ملف transcript.ndjson أو transcript.ndjson.gz، من هذا التطبيق أو من برنامج Open Design الخفي. للقراءة فقط: يُعاد عرضه ولا يُحفظ.
theater-open-button = افتح سجلًا…
theater-open-label = افتح سجلًا
theater-not-a-transcript = { $name } رد من اللجنة (تدفق <CRITIQUE_RUN>)، وليس سجل أحداث: الصق نصه في «الصق رد الوكيل كاملًا» تحت «جلسة لجنة جديدة» ثم اضغط «شغّل اللجنة». لم يتغير ما على المسرح.
theater-cannot-replay = تعذّرت إعادة عرض { $name }: { $why }. لم يتغير ما على المسرح.
theater-no-events = لا يحتوي { $name } على أي حدث من أحداث لجنة التصميم لإعادة عرضه.
theater-skipped = { $name }: { $count ->
    [zero] لا تُعاد أي أحداث
    [one] يُعاد عرض حدث واحد
    [two] يُعاد عرض حدثين
    [few] يُعاد عرض { $count } أحداث
    [many] يُعاد عرض { $count } حدثًا
   *[other] يُعاد عرض { $count } حدث
}. لا يُعاد عرض: { $parts }.
theater-skipped-separator = {"؛ "}
theater-skipped-records = { $count ->
    [zero] { $count } سطر
    [one] سطر واحد
    [two] سطران
    [few] { $count } أسطر
    [many] { $count } سطرًا
   *[other] { $count } سطر
} من سجلات Open Design الخاصة، لا من أحداث اللجنة ({ $records }: فحوص الدرجات في البرنامج الخفي، والتصميم المسلَّم، وعلامة النهاية أو خطأ من المحلل، يحفظها محلله بجانب الأحداث)، كما تفعل إعادة العرض في Open Design أيضًا
theater-skipped-record = { $count } { $kind }
theater-skipped-unknown = { $count ->
    [zero] { $count } سطر
    [one] سطر واحد
    [two] سطران
    [few] { $count } أسطر
    [many] { $count } سطرًا
   *[other] { $count } سطر
} من النوع «{ $kind }»، وهو ليس حدثًا للجنة في هذا البروتوكول (سجل لأداة أخرى، أو إصدار أحدث من Open Design)
theater-skipped-invalid = { $count ->
    [zero] { $count } سطر
    [one] سطر واحد
    [two] سطران
    [few] { $count } أسطر
    [many] { $count } سطرًا
   *[other] { $count } سطر
} من أحداث «{ $event }» لا يكون فيها «{ $field }» { $rule } (معدّلة أو تالفة)
theater-skipped-not-json = { $count ->
    [zero] { $count } سطر
    [one] سطر واحد
    [two] سطران
    [few] { $count } أسطر
    [many] { $count } سطرًا
   *[other] { $count } سطر
} ليست JSON (مقطوعة أو معدّلة)
theater-skipped-no-type = { $count ->
    [zero] { $count } سطر
    [one] سطر واحد
    [two] سطران
    [few] { $count } أسطر
    [many] { $count } سطرًا
   *[other] { $count } سطر
} من JSON دون «type» (ليست أحداثًا)

## A panel run: the form

theater-new-run = جلسة لجنة جديدة
theater-run-panel = شغّل اللجنة
theater-save-again = احفظ مجددًا
theater-brief = الموجز: ما الذي يجب تصميمه؟
theater-brand = مصدر العلامة التجارية: النبرة والألوان والخطوط (اختياري)
theater-copy-step = انسخ تعليمات اللجنة إلى محادثة مع نموذج الذكاء الاصطناعي الذي تستخدمه.
theater-copy-instructions = انسخ تعليمات اللجنة
theater-show-instructions = اعرض تعليمات اللجنة
theater-instructions = تعليمات اللجنة
theater-paste-reply = الصق رد الوكيل كاملًا
theater-try-fixture = …أو جرّب تدفق اختبار من Open Design
theater-no-fixture = (لا شيء)
theater-pasted-reply = رد ملصوق
theater-fixture-happy = المسار السليم: ثلاث جولات، تم التسليم
theater-fixture-spec-example = مثال المواصفة: جولتان، تم التسليم
theater-fixture-duplicate-ship = SHIP مكرر: الأول هو المعتمد
theater-fixture-malformed = مشوّه: كتلة عضو لجنة لم تُغلق قط
theater-fixture-missing-artifact = منتج مفقود: الجولة 1 دون مسودة المصمم

## A panel run: what happened to it

theater-refused = { $why }.
theater-stored = حُفظت جلسة اللجنة في هذا المتصفح: { $title }.
theater-too-big-for-tab = هذا الرد أكبر من أن تتسع له ذاكرة علامة التبويب: إعادة تحميل الصفحة قبل انتهاء الجلسة ستُضيّعه.
theater-no-envelope = لا يحتوي الرد على غلاف <CRITIQUE_RUN …>، فلم يكن أمام اللجنة ما تقرؤه. الصق رد الوكيل كاملًا، بدءًا من <CRITIQUE_RUN.
theater-recovered = أُعيد تحميل الصفحة أثناء عرض جلسة اللجنة «{ $title }»: حُفظت كجلسة متوقفة عند الحدث { $event } ضمن «جلسات اللجنة المحفوظة»، وعاد ردها إلى مربع الرد.
theater-storage-full = امتلأت مساحة تخزين المتصفح لهذه الصفحة، فلم تُحفظ جلسة اللجنة هذه. ما زال المسرح والرد الذي لصقته على الشاشة: نزّل السجل للاحتفاظ به، أو احذف جلسات محفوظة ثم اضغط «احفظ مجددًا».
theater-storage-refused = رفض المتصفح حفظ جلسة اللجنة هذه ({ $why }). ما زال المسرح والرد الذي لصقته على الشاشة: نزّل السجل للاحتفاظ به.
theater-parser-stopped = توقف المحلل: { $detail }
theater-parser-stopped-at = توقف المحلل عند السطر { $line }، العمود { $column } من الرد الملصوق: { $detail }
theater-cut-off-before-first = يتوقف الرد قبل الجولة الأولى
theater-cut-off-during = يتوقف الرد في الجولة { $round }، أثناء دور { $role }
theater-cut-off-after = يتوقف الرد بعد انتهاء الجولة { $round }، قبل الجولة التالية أو SHIP
theater-cut-off-in = يتوقف الرد في الجولة { $round }، قبل انتهاء الجولة
theater-cut-off = { $place }: يبدو أن إجابة النموذج مقطوعة (كثيرًا ما توقف المحادثات الإجابات الطويلة). اطلب من النموذج أن «يتابع من حيث توقف تمامًا»، ثم الصق التتمة بعد نهاية الرد أعلاه، وشغّل اللجنة مرة أخرى.

## Settings

theater-settings = إعدادات جلسات اللجنة الجديدة
theater-threshold = العتبة
theater-score-scale = مقياس الدرجات
theater-round-limit = حد الجولات
theater-whole-hint = عدد صحيح من { $from } إلى { $to }.
theater-threshold-hint = عدد من { $from } إلى { $to }، لا يتجاوز المقياس.
theater-setting-invalid = { $field }: { $why }.
theater-rule-no-role = يلزم دور واحد على الأقل
theater-rule-integer = يجب أن يكون عددًا صحيحًا من { $min } إلى { $max }
theater-rule-number = يجب أن يكون رقمًا من { $min } إلى { $max }
theater-rule-over-scale = يجب ألا يتجاوز مقياس الدرجات
theater-rule-weight = يجب أن يكون كل وزن بين 0 و1
theater-rule-at-least = يجب ألا يقل عن { $min }
theater-settings-storage-full = امتلأت مساحة تخزين المتصفح؛ لم تُحفظ الإعدادات.
theater-settings-not-saved = لم تُحفظ الإعدادات ({ $why }).
theater-settings-saved = حُفظت الإعدادات؛ وهي تسري على جلسات اللجنة الجديدة وتعليماتها.
theater-save-settings = احفظ الإعدادات
theater-policy = عندما لا يحتوي الرد على SHIP مقبول
theater-policy-ship-best = سلّم أفضل جولة (دون العتبة)
theater-policy-ship-last = سلّم آخر جولة (دون العتبة)
theater-policy-fail = إفشال الجلسة
theater-weights = الأوزان (ثابتة في v1)
theater-panelist = عضو اللجنة
theater-weight = الوزن

## A panel run from a share link

theater-shared-title = لجنة التصميم: { $title }
theater-kept-copy = حُفظت نسخة في هذا المتصفح: تجدها ضمن «جلسات اللجنة المحفوظة» في صفحة لجنة التصميم.
theater-keep-copy = احتفظ بنسخة في هذا المتصفح
theater-go-to-jury = انتقل إلى لجنة التصميم

## What a transcript's field must be

theater-field-run-id = نصًّا غير فارغ
theater-field-text = نصًّا
theater-field-ordinal = عددًا صحيحًا من 1 فأكثر
theater-field-count = عددًا صحيحًا من 0 فأكثر
theater-field-score = عددًا منتهيًا من 0 فأكثر
theater-field-threshold = عددًا منتهيًا من 0 إلى مقياس الحدث
theater-field-role = دورًا من أدوار اللجنة
theater-field-cast = قائمة غير فارغة من أدوار اللجنة
theater-field-decision = قرارَ جولة
theater-field-status = حالةَ تسليم
theater-field-reason = سببًا للوضع المحدود
theater-field-cause = سببًا للإخفاق
theater-field-kind = نوعًا من تحذيرات المحلّل
theater-field-artifact-ref = كائنًا {"{"}projectId, artifactId{"}"} نصّاه غير فارغين
