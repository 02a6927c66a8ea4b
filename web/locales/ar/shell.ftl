shell-skip = انتقل إلى المحتوى
shell-sections = الأقسام
shell-review-loop = حلقة المراجعة
shell-design-jury = لجنة التصميم
shell-offline = ✓ متاح دون اتصال
shell-language = اللغة
shell-language-not-loaded = تعذّر تحميل نصوص { $language }، لذا يُعرض التطبيق بالإنجليزية. أعد التحميل للمحاولة مرة أخرى.
shell-not-found-title = الصفحة غير موجودة
shell-not-found-body = لا يوجد شيء في «{ $hash }».
shell-back-to-runs = العودة إلى مراجعاتك
shell-chunk-failed-title = تعذّر تحميل هذه الصفحة
shell-chunk-failed-body = لم تصل شيفرتها ({ $why }). تحقّق من اتصالك ثم أعد التحميل؛ مراجعاتك محفوظة في هذا المتصفح.
shell-reload = إعادة التحميل

## The page shown while the app loads

shell-loading-title = جارٍ تحميل حلقة المراجعة…
shell-loading-about = يشغّل jury حلقة مراجعة تنتهي: حكمان من الذكاء الاصطناعي، ومعايير تكتبها أنت، وثلاث قواعد، وكل ذلك في هذا المتصفح. لا يغادره شيء مما تلصقه.
shell-loading-slow = ما زال التحميل جاريًا؟ إذا فُتحت هذه الصفحة كملف من قرصك (عنوان يبدأ بـ { $file })، فلا يمكنها أن تبدأ: المتصفحات لا تشغّل شيفرتها من ملف. افتح بدلًا منها { $offline } في المجلد نفسه: فهو مصمم ليعمل من ملف.
shell-loading-noscript = يحتاج هذا التطبيق إلى JavaScript وWebAssembly. فعّلهما لهذه الصفحة، أو افتح { $offline } من التنزيل.
