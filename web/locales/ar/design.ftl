# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = هاتف 390
design-preset-tablet = جهاز لوحي 768
design-preset-desktop = حاسوب مكتبي 1280
design-preset-fit = ملاءمة
design-viewport = عرض منفذ العرض
design-width = بعرض { $width } بكسل
design-width-scaled = بعرض { $width } بكسل، معروض بنسبة { $percent }%
design-frame-title = { $label }، معروضًا (دون نصوص برمجية، ودون تحميل أي شيء)
design-failed = تعذّر عرض التصميم بصورته المرئية ({ $why })؛ مصدره الكامل أدناه.
design-quote-shown = الاقتباس مُعلَّم في التصميم المعروض.
design-quote-hidden = النص المقتبس موجود في التصميم المعروض في مواضع مخفية فقط (لا تظهر على الشاشة)، لذا لم يُعلَّم هناك؛ وهو مُعلَّم في المصدر.
design-quote-absent = الاقتباس ليس نصًا ظاهرًا في التصميم المعروض (فهو في الترميز)؛ وهو مُعلَّم في المصدر.
design-quote-too-short = ما يظهر من الاقتباس في التصميم المعروض أقصر من أن يُعثر عليه هناك (أقل من { $min ->
    [zero] { $min } حرف
    [one] حرف واحد
    [two] حرفين
    [few] { $min } أحرف
    [many] { $min } حرفًا
   *[other] { $min } حرف
})؛ وهو مُعلَّم في المصدر.
design-on-request = وصل هذا التصميم عبر رابط مشترك: لا يُعرض إلا عندما تطلب ذلك (ولا يمكنه تشغيل أي شيء أو تحميله في كل الأحوال).
design-show = اعرض التصميم
design-show-rendered = اعرضه بصورته المرئية
design-hide-rendered = أخفِ التصميم المعروض
design-under-review = المنتج قيد المراجعة

## What is not loaded

design-caption = معروض كما يعرضه المتصفح وحده، بأنماطه الخاصة. لا شيء فيه يعمل أو يُحمَّل أو يرتبط بأي مكان: النصوص البرمجية وطلبات الشبكة والنماذج والروابط معطّلة.
design-caption-not-loaded = معروض كما يعرضه المتصفح وحده، بأنماطه الخاصة، باستثناء ما هو مُدرج أدناه على أنه غير محمَّل. لا شيء فيه يعمل أو يُحمَّل أو يرتبط بأي مكان: النصوص البرمجية وطلبات الشبكة والنماذج والروابط معطّلة.
design-not-loaded = غير محمَّل هنا
design-not-loaded-why = (لو فُتح التصميم وحده لجلب هذه أو شغّلها):
design-from = { $name } من { $from }
design-fonts = الخطوط: معروضة بالخط البديل.
design-fonts-from = الخطوط من { $from }: معروضة بالخط البديل.
design-font-file = { $name } (ملف خط): معروض بالخط البديل.
design-font = { $what }: معروض بالخط البديل.
design-stylesheet = ورقة الأنماط { $what }: غير محمَّلة، لذا تنقصه أنماطها.
design-bootstrap = ورقة أنماط Bootstrap ({ $what }): غير محمَّلة، لذا تظهر شبكتها وتنقّلها ومكوّناتها كـ HTML عادي (لا يحمل هذا التطبيق CSS الخاص بـ Bootstrap).
design-script = النص البرمجي { $what }: لم يُشغَّل.
design-inline-script = نص برمجي داخل الصفحة: لم يُشغَّل.
design-image = الصورة { $what }: لم تُعرض.
design-tailwind-generating = Tailwind من شبكة CDN الخاصة به: تُولَّد أنماطه هنا من الأصناف المستخدمة…
design-tailwind-ready = Tailwind من شبكة CDN الخاصة به: وُلِّد هنا من الأصناف المستخدمة.
design-tailwind-failed = Tailwind من شبكة CDN الخاصة به: تعذّر توليد أنماطه هنا ({ $why })، لذا يظهر التصميم دونها.

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = إطار المعاينة بلا مستند
design-why-no-frame-body = إطار المعاينة بلا body
design-why-no-root = التصميم المحلَّل بلا عنصر جذر
design-why-no-app-body = التطبيق بلا body
design-why-no-parser-window = إطار التحليل بلا نافذة
design-why-no-dom-parser = إطار التحليل بلا DOMParser
design-why-no-window = لا توجد نافذة
design-why-no-document = لا يوجد مستند
design-why-not-a-function = { $name } ليس دالة
design-why-no-getter = { $name } بلا دالة قراءة
design-why-no-setter = { $name } بلا دالة كتابة
design-why-no-dom-method = ينقص هذا المتصفح أسلوب DOM يحتاجه التطبيق ({ $why })
design-why-http = أجاب { $path } بـ HTTP { $status }
design-why-no-input-buffer = لا يوجد مخزن إدخال مؤقت
design-why-no-output = لا توجد مخرجات
design-why-no-css = جواب المولّد لا يحتوي على CSS

## The Tailwind generator's notes

design-tailwind-config-unreadable = تعذّرت قراءة ملف tailwind.config الخاص به (السطر { $line }، العمود { $column }: { $why })، لذا لا يُطبَّق مظهره ويُستخدم المظهر الافتراضي.
design-tailwind-not-applied = لا يُطبَّق المفتاح `{ $key }` من tailwind.config الخاص به.
design-tailwind-styles = يُطبَّق <style type="text/tailwindcss"> الخاص به بوصفه CSS عاديًا، دون قواعد @apply و@layer.
