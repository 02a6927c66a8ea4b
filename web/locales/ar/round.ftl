# جولة من المراجعة: الموجّه، وخانات الردود، وتقارير المحكّمين، والدمج، والتنقيح، والحسم، والحكم،
# والخط الزمني، وخطوات العرض التوضيحي. تبقى PASS وFAIL ورموز النتائج (FIX وNEED_B وDISPUTED
# وROUND_LIMIT) كما هي.

round-list-separator = {"، "}
round-open = مفتوحة

## الموجّه
round-advice-a = افتح محادثة جديدة (محادثة جديدة في كل جولة، حتى لا يكون المحكّم قد رأى شيئًا من قبل)، والصق الموجّه وأرسله، ثم انسخ جواب المحكّم كاملًا في الخانة أدناه.
round-advice-b = افتح محادثة جديدة أخرى، ويُفضَّل أن تكون بنموذج مختلف عن المحكّم A (مثلًا A في ChatGPT وB في Claude)، والصق الموجّه نفسه، وانسخ جوابه كاملًا في الخانة أدناه. لا تُطلعه على جواب المحكّم A.
round-copy-prompt = انسخ الموجّه للمحكّم { $judge }
round-prompt-criteria = يطلب الموجّه من المحكّم PASS أو FAIL في كل معيار:
round-show-prompt = اعرض الموجّه
round-prompt-for = الموجّه للمحكّم { $judge }

## خانة الرد
round-error-place = السطر { $line }، العمود { $column }
round-error-criterion = المعيار «{ $criterion }»
round-nothing-recorded-fix = لم يُسجَّل شيء. صحّح الرد (أو اسأل المحكّم مرة أخرى) والصقه هنا.
round-nothing-recorded = لم يُسجَّل شيء.
round-reply-label = ردّ المحكّم { $judge }
round-reply-placeholder = الصق هنا جواب المحكّم كاملًا (كائن JSON، مع النص المحيط به أو من دونه).
round-reply-help = يُفحص فور اللصق. يسجّله Ctrl+Enter (⌘+Enter).
round-reply-valid = ✓ ردّ صالح: FAIL في { $fails } من أصل { $total ->
        [zero] { $total } معيار
        [one] معيار واحد
        [two] معيارين
        [few] { $total } معايير
        [many] { $total } معيارًا
       *[other] { $total } معيار
    }. سجّله للتحقق من الاقتباسات.
round-record-and-merge = سجّل الرد وادمج الجولة
round-record = سجّل ردّ المحكّم { $judge }

## تحذيرات الرد
round-warn-mismatch = حكم المحكّم نفسه «{ $summary }» يخالف أحكامه على المعايير ({ $criteria }). تُحسب النتيجة من المعايير، لا من ذلك الحكم.
round-every-passed = نجحت كل المعايير
round-failed-list = لم ينجح: { $list }
round-warn-mangled = يحتوي الرد على { $sequences }، وهو ما لا يحتويه العمل: الأرجح أن النص تشوّه في الطريق (خلط في الترميز، كما يحدث عند تمريره عبر Windows PowerShell). الصقه مرة أخرى من مصدره.
round-warn-case = قُرئت الأحكام غير المكتوبة بحروف كبيرة على أنها PASS أو FAIL: { $list }. يطلب تنسيق الرد «PASS» أو «FAIL» بحروف كبيرة.
round-warn-case-item = { $id } «{ $written }» على أنه { $read }

## تقرير المحكّم
round-found-at = ✓ عُثر على الاقتباس في العمل في السطر { $line }، العمود { $column }
round-found = ✓ عُثر على الاقتباس في العمل
round-found-normalized-at = ✓ عُثر على الاقتباس في السطر { $line }، العمود { $column } بعد توحيد المسافات وعلامات الاقتباس والشرطات والوسوم
round-found-normalized = ✓ عُثر على الاقتباس بعد توحيد المسافات وعلامات الاقتباس والشرطات والوسوم
round-not-found = ✗ لم يُعثر على الاقتباس في العمل
round-too-short = ✗ الاقتباس أقصر من أن يكون دليلًا (أقل من { $min ->
        [one] حرف واحد
        [two] حرفين
        [few] { $min } أحرف
        [many] { $min } حرفًا
       *[other] { $min } حرف
    })
round-no-quote = ✗ لم يُقدَّم اقتباس
round-rule-1-counts = كتب المحكّم { $written }، وتحتسبه القاعدة 1 على أنه { $counted }
round-show-in-artifact = اعرضه في العمل
round-closest-passage = أقرب مقطع (للاسترشاد فقط):
round-judge-reply-round = ردّ المحكّم { $judge }، الجولة { $round }
round-criterion = المعيار
round-result = النتيجة
round-reason-quote-fix = السبب والاقتباس والإصلاح
round-fix = الإصلاح:
round-quote-proves = العثور على الاقتباس يثبت أن النص موجود في العمل، لا أن المعيار لم ينجح فعلًا: اقرأ السبب واحكم بنفسك.
round-blocked-title = حجبته القاعدة 1 (منع التصعيد)
round-blocked-body = — نُقل إلى الملاحظات الاختيارية؛ لا يُحتسب FAIL ذلك المحكّم:
round-blocked-by-judge = { $id } (المحكّم { $judge })
round-optional-notes = ملاحظات اختيارية ({ $count }) — لا تمنع شيئًا أبدًا

## الخطوة التالية
round-next-record-a = التالي: اسأل المحكّم A. انسخ الموجّه في محادثة جديدة، ثم الصق جواب المحكّم أدناه.
round-next-record-b = التالي: اسأل المحكّم B، ويُفضَّل أن يكون نموذجًا آخر، بالموجّه نفسه في محادثة جديدة، والصق جوابه.
round-next-merge = التالي: ادمج الجولة لتطبيق القواعد على الردود التي سجّلتها.
round-next-revise = التالي: أجرِ الإصلاحات، ثم نقّح العمل (أسفل الإصلاحات) لبدء الجولة التالية.
round-next-settle = التالي: المحكّمان مختلفان؛ احسم أدناه كل معيار متنازع عليه.
round-next-done = انتهت هذه المراجعة. نزّل الحكم أو صدّر المراجعة.

## الدمج
round-explain-pass = أجاز المحكّمان كل المعايير. انتهت المراجعة: الحكم أعلاه جاهز للتنزيل.
round-explain-fix = لم تنجح بعض المعايير. أجرِ في نصك الإصلاحات المذكورة أدناه، ثم نقّح العمل لبدء الجولة { $next } من { $limit }.
round-explain-need-b = أجاز المحكّم A كل المعايير. اسأل الآن المحكّم B — في محادثة جديدة، ويُفضَّل بنموذج آخر — بالموجّه نفسه، وسجّل ردّه.
round-explain-disputed = المحكّمان مختلفان، ولم يُعثر في النص على اقتباس المحكّم الرافض. لا تنحاز الأداة إلى أي طرف: اقرأ السببين واحسم كل معيار متنازع عليه.
round-explain-round-limit = ما زالت معايير لا تنجح عند حدّ الجولات ({ $limit }). تتوقف المراجعة هنا: اقرأ الإصلاحات المتبقية وقرّر بنفسك ما تفعله.
round-merged = دُمجت الجولة { $round }:
round-merged-result = النتيجة المدمجة، الجولة { $round }
round-judge-a = المحكّم A
round-judge-b = المحكّم B
round-fixes-to-make = الإصلاحات المطلوبة
round-fix-by-judge = (المحكّم { $judge }):
round-fixed-since = أُصلح منذ الجولة { $round }: { $list }
round-settled-by-you = حسمتَه أنت
round-record-a-again = سجّل المحكّم A مرة أخرى (يُعتدّ بالرد الأحدث)
round-b-confirms = يؤكد المحكّم B الجولة متى أجاز المحكّم A كل المعايير.
round-record-b-anyway = سجّل المحكّم B الآن على أي حال
round-not-asked = لم يُسأل في هذه الجولة.
round-merge = الدمج
round-merge-applies = يطبّق الدمج { $rules } على الردود المسجّلة حتى الآن ويخبرك بما يأتي بعد ذلك.
round-the-three-rules = القواعد الثلاث
round-merge-the-round = ادمج الجولة
round-record-a-first = سجّل ردّ المحكّم A أولًا.

## التنقيح
round-diff-counts = الأسطر المضافة: { $added }، المحذوفة: { $removed }
round-changes = التغييرات
round-revise-title = نقّح العمل للجولة { $round }
round-revise-help = عدّل النص أدناه (أو افتح الملف المصحّح)، ثم ابدأ الجولة التالية. سيرى المحكّمان النص الجديد واعتراضات الجولة السابقة.
round-open-revised = افتح الملف المنقّح…
round-changes-since = التغييرات منذ الجولة { $round }
round-start-round = ابدأ الجولة { $round }
round-revised-artifact = العمل المنقّح
round-artifact-name = اسم العمل
round-same-text = النص هو نفسه كما في الجولة { $round }. ما زال بإمكانك بدء الجولة التالية (فقد يكون أحد المحكّمين مخطئًا)، لكن المحكّمين سيريان النص نفسه.
round-unchanged-warning = لم يتغيّر العمل منذ الجولة { $round }، التي طلبت إصلاحات: سيرى المحكّمان النص نفسه.

## الحسم
round-settle-title = احسم المعايير المتنازع عليها
round-settle-help = أجاز المحكّم A هذه المعايير ورفضها المحكّم B من دون اقتباس استطاعت الأداة العثور عليه في النص. اقرأ السببين، وتحقّق من النص بنفسك، ثم قرّر. تُحفظ ملاحظتك في سجلّ المراجعة.
round-choose-first = اختر PASS أو FAIL أولًا.
round-judge-a-pass = المحكّم A (PASS)
round-judge-b-fail = المحكّم B (FAIL)
round-b-quote = اقتباس B (لم يُعثر عليه في النص):
round-your-decision = قرارك بشأن { $criterion }
round-why-kept = السبب (يُحفظ في السجل)
round-settle = احسم { $criterion }

## الحكم
round-verdict = الحكم
round-verdict-blocked = الجولة { $round }، المحكّم { $judge }، { $criterion }: { $reason }
round-verdict-blocked-quote = الجولة { $round }، المحكّم { $judge }، { $criterion }: { $reason } (الاقتباس: «{ $quote }»)
round-verdict-not-counted = . لم تحتسب القاعدة 1 هذه الاعتراضات: لم يُعثر على اقتباساتها في العمل.
round-rounds = الجولات
round-rounds-of = { $rounds } من { $limit }
round-artifact = العمل
round-settled-note = — حسمتَه أنت: { $note }
round-download-json = نزّل verdict.json
round-download-markdown = نزّل تقرير Markdown
round-download-html = نزّل تقرير HTML
round-download-failed = فشل التنزيل: { $why }
round-export-with-change = صدّر هذه المراجعة مع التغيير إلى ملف

## الخط الزمني
round-timeline = الخط الزمني
round-timeline-caption = نتيجة كل معيار في كل جولة
round-round = الجولة { $round }

## العرض التوضيحي
round-demo-title = هذا عرض توضيحي
round-demo-body = سُجّلت ردود محكّميه مسبقًا. بدلًا من سؤال نموذج، شغّل كل خطوة من الحلقة واقرأ ما تستخلصه القواعد منها. أي رد تلصقه بنفسك يُخرج العرض عن نصّه المعدّ.
round-demo-next = الخطوة التالية: { $step }
round-demo-reply-a = الصق ردّ المحكّم A وسجّله
round-demo-reply-b = الصق ردّ المحكّم B وسجّله
round-demo-merge = ادمج الجولة
round-demo-revise = نقّح العمل بالإصلاحات
round-demo-settle = احسم المعيار المتنازع عليه
