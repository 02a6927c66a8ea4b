# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = السطر { $line } (العمود { $column })
core-reply-no-json = لا يحتوي الردّ على أي كائن JSON؛ الصق إجابة المحكّم كاملة، بما فيها الكائن {"{"}…{"}"}.
core-reply-tab-in-string = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: علامة جدولة داخل سلسلة نصية. لا يمكن أن تحتوي سلاسل JSON على علامة جدولة مكتوبة كما هي؛ اكتب \t أو مسافة بدلًا منها، أو اطلب من المحكّم JSON صالحًا.
core-reply-line-break-in-string = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: فاصل أسطر داخل سلسلة نصية. يجب أن تبقى سلسلة JSON على سطر واحد؛ اجمع الأسطر (أو اكتب \n)، أو اطلب من المحكّم JSON صالحًا.
core-reply-trailing-comma = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: فاصلة بعد آخر عنصر في قائمة أو كائن. لا يسمح JSON بفاصلة هناك؛ احذف تلك الفاصلة، أو اطلب من المحكّم JSON صالحًا.
core-reply-typographic-quote = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: علامة تنصيص طباعية. يحتاج JSON إلى علامات تنصيص مستقيمة "، وربما استبدلها تطبيق الدردشة أو المحرّر؛ انسخ الإجابة بزر النسخ في الدردشة، أو اطلب من المحكّم JSON خامًا.
core-reply-single-quote = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: علامات تنصيص مفردة. تُكتب سلاسل JSON ومفاتيحه بين علامتي تنصيص مزدوجتين "؛ اطلب من المحكّم JSON صالحًا.
core-reply-comment = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: تعليق. لا يدعم JSON التعليقات؛ احذف التعليق، أو اطلب من المحكّم JSON من دونه.
core-reply-syntax = في JSON الردّ خطأ عند السطر { $line }، العمود { $column }: { $detail }. اطلب من المحكّم JSON صالحًا (لا يُصلَح أي شيء تلقائيًا).
core-reply-cut-off = ينتهي الردّ قبل أن يكتمل JSON الخاص به (عند السطر { $line }، العمود { $column }): انسخ الإجابة كاملة، أو اطلب من المحكّم إكمالها.
core-reply-prompt-only = هذه هي مطالبة المحكّم، وليست إجابته: أرسلها إلى المحكّم في محادثة جديدة، ثم الصق ما أجاب به.
core-reply-example-only = هذا هو الردّ النموذجي في المطالبة، وليس إجابة المحكّم: الصق ما أجاب به المحكّم.
core-reply-two-replies = يحتوي النص الملصق على ردود مختلفة (عددها { $count })، تبدأ عند: { $starts }؛ أبقِ فقط الردّ الذي قصده المحكّم ثم سجّله من جديد.
core-reply-not-an-object = الردّ { $found_key ->
        [null] قيمة null في JSON
        [boolean] قيمة منطقية في JSON
        [number] عدد في JSON
        [string] سلسلة نصية في JSON
        [array] مصفوفة في JSON
       *[other] قيمة JSON ({ $found })
    }، وليس كائنًا؛ الصق الكائن الذي يحتوي على "criteria".
core-reply-wrong-type = يجب أن يكون "{ $field }" { $expected_key ->
        [an-array-of-objects] مصفوفة من الكائنات
        [an-array-of-strings] مصفوفة من السلاسل النصية
        [an-object] كائنًا
        [a-string] سلسلة نصية
        [pass--or--fail] "PASS" أو "FAIL"
       *[other] { $expected }
    }؛ صحّحه ثم سجّل الردّ من جديد.
core-reply-missing-field = الحقل "{ $field }" مفقود؛ والردّ يحتاج إليه.
core-reply-unknown-criterion = { $suggestion_key ->
        [none] المعيار «{ $id }» ليس في معايير التقييم؛ يجب أن يستخدم المحكّم معرّفات معايير التقييم كما هي تمامًا.
       *[other] `{ $id }` ليس في معايير التقييم؛ هل تقصد `{ $suggestion }`؟ صحّح المعرّف في الردّ (يجب أن يستخدم المحكّم معرّفات معايير التقييم كما هي تمامًا).
    }
core-reply-missing-criterion = المعيار «{ $id }» مفقود؛ يجب أن يجيب المحكّم عن كل معيار من معايير التقييم.
core-reply-duplicate-criterion = أُجيب عن المعيار «{ $id }» مرتين؛ أبقِ إجابة واحدة لكل معيار.
core-reply-bad-verdict = المعيار «{ $id }»: الحكم «{ $value }» ليس PASS ولا FAIL.
core-reply-fail-without-reason = المعيار «{ $id }» محكوم عليه بـ FAIL دون سبب؛ يجب أن يذكر FAIL السبب.
core-reply-duplicate-key = المفتاح "{ $key }" مكتوب مرتين في { $object_key ->
        [none] الردّ
       *[other] "{ $object }"
    }، عند: { $places }؛ القارئ يأخذ الأول ومحلّل JSON يأخذ الأخير، لذا لا يؤخذ أيّ منهما؛ أبقِ فقط ما قصده المحكّم ثم سجّل الردّ من جديد.
core-reply-verdict-mismatch = حكم المحكّم نفسه «{ $summary }» يخالف معاييره ({ $failed_count ->
        [0] نجحت كل المعايير
       *[other] المعايير المحكوم عليها بـ FAIL: { $failed }
    })؛ تُحسب النتيجة من المعايير.
core-reply-mangled = يحتوي الردّ على { $sequences } وهي غير موجودة في العمل: على الأرجح تلف النص في الطريق (خلط في الترميز، كما يحدث عند تمريره عبر Windows PowerShell)؛ الصقه من جديد من المصدر.
core-reply-verdict-case = قُرئت أحكام مكتوبة بحالة أحرف مختلفة على أنها PASS أو FAIL (المعايير: { $criteria }؛ كما كُتبت: { $written })؛ يطلب تنسيق الردّ كتابة "PASS" أو "FAIL" بأحرف كبيرة.

# review/rubric.rs

core-rubric-not-a-criterion = السطر { $line } من معايير التقييم: «{ $text }» ليس معيارًا؛ اكتبه بالشكل "- id: ما يحصل عليه القارئ" (سطر قائمة: "-" أو "*" أو "+" أو "1." أو "1)"؛ والسطر الأول وحده يمكن أن يكون "# العنوان").
core-rubric-bad-id = السطر { $line } من معايير التقييم: «{ $id }» ليس معرّفًا صالحًا؛ استخدم أحرفًا صغيرة وأرقامًا و'-' و'_'، مبتدئًا بحرف أو رقم، بحد أقصى { $max } حرفًا.
core-rubric-capital-id = السطر { $line } من معايير التقييم: المعرّف «{ $id }» فيه أحرف كبيرة؛ المعرّفات تُكتب بأحرف صغيرة: اكتب «{ $lower }».
core-rubric-empty-criterion = السطر { $line } من معايير التقييم: المعيار «{ $id }» لا يقول شيئًا؛ اكتب بعد النقطتين ما يحصل عليه القارئ.
core-rubric-duplicate-id = السطر { $line } من معايير التقييم: المعرّف «{ $id }» مستخدم من قبل في السطر { $firstLine }؛ أعطِ كل معيار معرّفًا خاصًا به.
core-rubric-too-few = { $count ->
        [0] لا تحتوي معايير التقييم على أي معيار بعد (العدد { $count })؛ اكتب { $min } معايير على الأقل، معيارًا في كل سطر بالشكل "- id: ما يحصل عليه القارئ".
       *[other] عدد المعايير في معايير التقييم { $count } فقط؛ اكتب { $min } معايير على الأقل.
    }
core-rubric-too-many = السطر { $line } من معايير التقييم: عدد المعايير { $count }، وهذا أكثر من اللازم؛ أبقِ { $max } معايير على الأكثر (ادمج الباقي أو احذفه).
core-rubric-vague = السطر { $line } (`{ $id }`): «{ $phrase }» لا يمكن الحكم عليه بـ PASS أو FAIL؛ اذكر بدلًا من ذلك ما يستطيع القارئ التحقق منه.
core-rubric-worded-alike = صياغة السطر { $line } (`{ $id }`) والسطر { $otherLine } (`{ $otherId }`) متشابهة؛ ادمجهما أو اجعل كلًّا منهما يتحقق من أمر واحد.

# review/run.rs

core-run-closed = المراجعة مغلقة ({ $outcome })؛ لم تعد تقبل ردودًا ولا دمجًا ولا تنقيحات؛ ابدأ مراجعة جديدة.
core-run-empty-name = تحتاج المراجعة إلى اسم.
core-run-empty-artifact = العمل فارغ؛ الصق النص المراد مراجعته.
core-run-too-large = { core-limit-too-large } لم تُنشأ المراجعة ولم يُحفظ أي شيء.
core-run-rounds-not-a-number = حدّ الجولات «{ $typed }» ليس عددًا صحيحًا؛ استخدم قيمة من 1 إلى { $max }.
core-run-rounds-out-of-range = حدّ الجولات { $rounds } خارج النطاق؛ استخدم قيمة من 1 إلى { $max }.
core-run-awaiting-revision = طلبت الجولة إصلاحات (FIX)؛ نقّح العمل أولًا لفتح الجولة التالية.
core-record-too-large = { core-limit-too-large } لم يُسجَّل الردّ ولم يُحفظ أي شيء.
core-record-repeats-earlier-round = هذا الردّ يكرّر ردّ المحكّم { $judge } في الجولة { $round }: في الجولة { $current } يقرأ المحكّمون عملًا جديدًا، لذا يلزم ردّ جديد؛ أرسل مطالبة هذه الجولة إلى المحكّم في محادثة جديدة والصق ما يجيب به.
core-record-same-as-other-judge = هذا الردّ مطابق لردّ المحكّم { $judge } في الجولة { $round }: المحكّم المستقل لا يكتب الإجابة نفسها مرتين، لذا فالأرجح أنه أُلصق في الخانة الخطأ؛ الصق إجابة هذا المحكّم نفسه لهذه الجولة.
core-merge-too-large = { core-limit-too-large } لم يُحفظ أي شيء: ابدأ مراجعة جديدة للمتابعة.
core-merge-no-reply-from-a = لا يوجد في الجولة { $round } ردّ من المحكّم A؛ سجّل ردّ المحكّم A قبل الدمج.
core-revise-not-after-fix = لا يمكن تنقيح العمل إلا بعد دمج نتيجته FIX (آخر نتيجة: { $outcome_key ->
        [none] لا شيء
       *[other] { $outcome }
    })؛ سجّل الردود وادمجها أولًا.
core-revise-too-large = { core-limit-too-large } لم تُفتح الجولة ولم يُحفظ أي شيء.
core-revise-empty-artifact = العمل المنقّح فارغ؛ الصق النص المراد مراجعته.
core-revise-unchanged = لم يتغيّر العمل منذ الجولة { $round } التي طلبت إصلاحات؛ سيرى المحكّمون النص نفسه.
core-settle-not-disputed = لا يمكن الفصل إلا في جولة DISPUTED (آخر نتيجة: { $outcome_key ->
        [none] لا شيء
       *[other] { $outcome }
    }).
core-settle-not-a-disputed-criterion = المعيار «{ $id }» ليس محلّ خلاف في هذه الجولة؛ افصل في أحد المعايير المختلف عليها.
core-settle-already-settled = المعيار «{ $id }» فُصل فيه من قبل.
core-settle-empty-note = يحتاج الفصل إلى ملاحظة تذكر السبب؛ اكتب واحدة.

# review/history.rs

core-history-not-json = ملف المراجعة ليس JSON صالحًا: { $detail }
core-history-not-a-run = الملف بصيغة JSON لكنه ليس مراجعة من jury: { $detail }
core-history-missing-schema = لا يحتوي ملف المراجعة على الحقل "schema"؛ إنه ليس مراجعة من jury (المتوقع "{ $expected }").
core-history-newer-schema = ملف المراجعة من النوع "{ $found }"، وهو أحدث من إصدار jury هذا ("{ $expected }")؛ افتحه بإصدار أحدث من jury.
core-history-verdict-file = هذا الملف حكم ("{ $found }")، أي ملخّص مراجعة منتهية، وليس المراجعة نفسها؛ استورد بدلًا منه ملف المراجعة ذاته، الذي يحفظه «تصدير المراجعة» (ينتهي اسمه بـ .jury.json).
core-history-unknown-schema = المخطط "{ $found }" في الملف ليس مخطط مراجعة من jury (المتوقع "{ $expected }").
core-history-bad-entry = الإدخال { $entry } في ملف المراجعة مشوّه: { $detail }
core-history-init = الإدخال { $entry } في ملف المراجعة: تبدأ المراجعة بإدخال "init" واحد بالضبط، يأتي أولًا.
core-history-refused = لا يمكن إعادة تشغيل الإدخال { $entry } في ملف المراجعة: { $detail }
core-history-too-large = المراجعة أكبر من أن تُفتح. { core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = كتلة مشوّهة (الموضع { $position }): { $detail }
core-critique-oversize-block = كتلة أكبر من اللازم (الموضع { $position }): { $detail }
core-critique-missing-artifact = العمل مفقود: { $detail }

# critique/config.rs

core-critique-config-out-of-range = الإعداد { $field } خارج النطاق: { $detail }
core-critique-env-out-of-range = المتغيّر { $variable } قيمته غير صالحة: { $detail }

# critique/transcript.rs

core-transcript-unreadable = تعذّرت قراءة سجلّ الجلسة: { $detail }
core-transcript-too-large = تعذّرت قراءة سجلّ الجلسة. { core-limit-too-large } لم يُقرأ أي شيء ولم يُحفظ.

# limits.rs

core-limit-too-large = { $unit_key ->
        [bytes] عدد البايتات في
        [characters] عدد الأحرف في
        [lines] عدد الأسطر في
        [replies] عدد الردود في
        [entries] عدد الإدخالات في
       *[other] { $unit } في
    } { $what_key ->
        [the-rubric] معايير التقييم
        [the-artifact] العمل
        [the-artifact-of-round-2] عمل الجولة 2
        [the-artifact-of-round-3] عمل الجولة 3
        [the-artifact-of-round-4] عمل الجولة 4
        [the-artifact-of-round-5] عمل الجولة 5
        [the-artifact-of-round-6] عمل الجولة 6
        [the-artifact-of-round-7] عمل الجولة 7
        [the-artifact-of-round-8] عمل الجولة 8
        [the-artifact-of-round-9] عمل الجولة 9
        [the-artifact-of-round-10] عمل الجولة 10
        [judge-a-s-reply] ردّ المحكّم A
        [judge-b-s-reply] ردّ المحكّم B
        [the-run-s-history] سجلّ المراجعة
        [the-pasted-reply] الردّ الملصق
        [the-reply] الردّ
        [the-quote] الاقتباس
        [the-transcript] سجلّ الجلسة
        [the-transcript--once-inflated] سجلّ الجلسة بعد فكّ ضغطه
        [the-link] الرابط
        [its-run--unpacked] المراجعة التي في الرابط بعد فكّ ضغطها
       *[other] { $what }
    }: { $found }، وهذا يتجاوز حدّ jury البالغ { $limit }.

# share
core-share-too-big = هذه المراجعة أكبر من أن تُشارَك رابطًا: سيبلغ طول الرابط { $length } حرفًا، والروابط التي يتجاوز طولها { $limit } حرف تقطعها تطبيقات الدردشة والبريد الإلكتروني (يقطع Slack الرسائل عند 40٬000). صدّر المراجعة إلى ملف وأرسل الملف بدلًا من الرابط.
core-share-incomplete = رابط المشاركة هذا ناقص: ينتهي قبل المراجعة التي ينبغي أن يحملها. اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-bad-version = رابط المشاركة هذا تالف: «{ $version }» ليس إصدارًا لروابط المشاركة. اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-newer-version = أُنشئ رابط المشاركة هذا بإصدار أحدث من jury (إصدار الرابط { $version }؛ وهذا الإصدار يقرأ حتى الإصدار { $reads }). افتحه بإصدار jury الأحدث، أو اطلب من المُرسِل ملف المراجعة.
core-share-unknown-kind = رابط المشاركة هذا تالف: يذكر أنه يحمل «{ $kind }»، وهذا ليس مراجعة من حلقة المراجعة ولا جلسة لجنة. اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-not-base64 = رابط المشاركة هذا تالف: الحرف رقم { $at } من بياناته هو { $what ->
    [space] مسافة
    [line-break] فاصل أسطر
    [tab] علامة جدولة
    [invisible] الحرف غير المرئي { $found }
   *[character] «{ $found }»
}، وهو ما لا يحتويه رابط مشاركة أبدًا (فقد غُيّر، أو أُضيف إليه شيء). اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-truncated = رابط المشاركة هذا مقطوع: نهايته مفقودة (تقطع تطبيقات الدردشة والبريد الإلكتروني الروابط الطويلة أحيانًا). اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-altered = رابط المشاركة هذا تالف: لا تطابق بياناته مجموع التحقق الخاص بها، أي أن جزءًا منه قد غُيّر. اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-too-large = يحمل رابط المشاركة هذا أكثر مما يفتحه jury: { $reason }. لم يُفتح، لذا لا يمكنه إبطاء هذه الصفحة أو إيقافها.
core-share-not-a-run = يُفكّ ضغط رابط المشاركة هذا، لكن ما يحمله ليس { $kind ->
    [panel] جلسة لجنة من لجنة التصميم
   *[run] مراجعة من حلقة المراجعة
}: { $reason }. اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-not-a-run-detail = يُفكّ ضغط رابط المشاركة هذا، لكن ما يحمله ليس { $kind ->
    [panel] جلسة لجنة من لجنة التصميم
   *[run] مراجعة من حلقة المراجعة
}: { $detail }. اطلب من المُرسِل الرابط مرة أخرى (منسوخًا كاملًا)، أو ملف المراجعة.
core-share-not-text = ليس نصًّا

# review
core-family-same = يبدو أن المحكّمَين A وB كليهما من نماذج { $family }. تعمل القاعدة 3 على أفضل وجه حين يكون المحكّم B نموذجًا مختلفًا، حتى لا يشترك المحكّمان في نقاط العمى نفسها.

# design
core-design-too-large = هذا التصميم أكبر من أن يُعرض بصورته المرئية: { $measures }. لم يُعرض شيء ولم يُحفظ شيء؛ مصدره الكامل أدناه.
core-design-and = { $first }؛ و{ $rest }
core-design-over-bytes = حجم ترميزه { $found } بايت، بزيادة { $over } بايت على الحد الذي يعرضه التطبيق وهو { $limit } بايت
core-design-over-nodes = عدد عناصره ومقاطعه النصية { $found }، بزيادة { $over } على الحد الذي يعرضه التطبيق وهو { $limit }
core-design-over-depth = عدد مستويات التداخل فيه { $found }، بزيادة { $over } على الحد الذي يعرضه التطبيق وهو { $limit }
core-design-over-css = حجم نص أوراق الأنماط فيه { $found } بايت، بزيادة { $over } بايت على الحد الذي يعرضه التطبيق وهو { $limit } بايت
core-design-over-copies = عدد العناصر والمقاطع النصية التي تنسخها عناصر <use> فيه { $found }، بزيادة { $over } على الحد الذي يعرضه التطبيق وهو { $limit }
core-design-endless-copies = فيه عنصر <use> داخل ما ينسخه، فلا تنتهي نسخه أبدًا
core-critique-paste-empty = الصق رد الوكيل أولًا (أو اختر حالة اختبار من Open Design)
core-critique-paste-too-large = حجم الرد الملصوق { $found } بايت، وهو يتجاوز حد jury البالغ { $limit } بايت؛ لم تعمل اللجنة ولم يُحفظ شيء. الصق رد الوكيل وحده
core-critique-paste-prompt-only = هذه هي التعليمات وليست رد اللجنة: أرسل تعليمات اللجنة إلى نموذج الذكاء الاصطناعي في محادثة، ثم الصق ما يجيب به (بدءًا من <CRITIQUE_RUN، أو المحادثة كلها)
