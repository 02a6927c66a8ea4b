# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = 手机 390
design-preset-tablet = 平板 768
design-preset-desktop = 桌面 1280
design-preset-fit = 适应
design-viewport = 视口宽度
design-width = 宽 { $width } 像素
design-width-scaled = 宽 { $width } 像素，按 { $percent }% 显示
design-frame-title = { $label }，已渲染（不运行脚本，不加载任何内容）
design-failed = 无法以渲染形式显示该设计（{ $why }）；下方是它的完整源代码。
design-quote-shown = 引文已在渲染的设计中标出。
design-quote-hidden = 引用的文字在渲染的设计中只出现在隐藏之处（屏幕上不显示），因此没有在那里标出；它已在源代码中标出。
design-quote-absent = 引文不是渲染设计中的可见文字（它在标记之中）；它已在源代码中标出。
design-quote-too-short = 引文在渲染设计中显示的部分太短，无法在其中找到（少于 { $min } 个字符）；它已在源代码中标出。
design-on-request = 这个设计来自一个分享链接：只有在你要求时才会渲染（无论如何它都不能运行或加载任何内容）。
design-show = 显示设计
design-show-rendered = 以渲染形式显示
design-hide-rendered = 隐藏渲染的设计
design-under-review = 正在评审的产物

## What is not loaded

design-caption = 按浏览器单独打开它时的样子渲染，使用它自己的样式。其中的任何内容都不会运行、加载或链接到任何地方：脚本、网络请求、表单和链接均已关闭。
design-caption-not-loaded = 按浏览器单独打开它时的样子渲染，使用它自己的样式，下方列出的未加载内容除外。其中的任何内容都不会运行、加载或链接到任何地方：脚本、网络请求、表单和链接均已关闭。
design-not-loaded = 此处未加载
design-not-loaded-why = （单独打开该设计时会获取或运行这些内容）：
design-from = 来自 { $from } 的 { $name }
design-fonts = 字体：以后备字体显示。
design-fonts-from = 来自 { $from } 的字体：以后备字体显示。
design-font-file = { $name }（字体文件）：以后备字体显示。
design-font = { $what }：以后备字体显示。
design-stylesheet = 样式表 { $what }：未加载，因此缺少它的样式。
design-bootstrap = Bootstrap 的样式表（{ $what }）：未加载，因此它的栅格、导航和组件显示为普通 HTML（本应用不包含 Bootstrap 的 CSS）。
design-script = 脚本 { $what }：未运行。
design-inline-script = 页面中的一段脚本：未运行。
design-image = 图片 { $what }：未显示。
design-tailwind-generating = 来自其 CDN 的 Tailwind：正在根据所用的类在此生成它的样式…
design-tailwind-ready = 来自其 CDN 的 Tailwind：已根据所用的类在此生成。
design-tailwind-failed = 来自其 CDN 的 Tailwind：无法在此生成它的样式（{ $why }），因此设计在没有这些样式的情况下显示。

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = 预览框架没有文档
design-why-no-frame-body = 预览框架没有 body
design-why-no-root = 解析后的设计没有根元素
design-why-no-app-body = 应用没有 body
design-why-no-parser-window = 解析框架没有窗口
design-why-no-dom-parser = 解析框架没有 DOMParser
design-why-no-window = 没有窗口
design-why-no-document = 没有文档
design-why-not-a-function = { $name } 不是函数
design-why-no-getter = { $name } 没有 getter
design-why-no-setter = { $name } 没有 setter
design-why-no-dom-method = 此浏览器缺少本应用需要的一个 DOM 方法（{ $why }）
design-why-http = { $path } 返回了 HTTP { $status }
design-why-no-input-buffer = 没有输入缓冲区
design-why-no-output = 没有输出
design-why-no-css = 生成器的结果中没有 CSS

## The Tailwind generator's notes

design-tailwind-config-unreadable = 无法读取它的 tailwind.config（第 { $line } 行，第 { $column } 列：{ $why }），因此不应用其主题，改用默认主题。
design-tailwind-not-applied = 未应用它的 tailwind.config 中的 `{ $key }`。
design-tailwind-styles = 它的 <style type="text/tailwindcss"> 按普通 CSS 应用：其中的 @apply 和 @layer 规则不生效。
