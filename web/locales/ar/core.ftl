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
