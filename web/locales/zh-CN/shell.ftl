shell-skip = 跳到正文
shell-sections = 栏目
shell-review-loop = 评审循环
shell-design-jury = 设计评审团
shell-offline = ✓ 可离线使用
shell-language = 语言
shell-language-not-loaded = 无法加载 { $language } 的文字，应用暂以英文显示。请重新加载再试。
shell-not-found-title = 找不到页面
shell-not-found-body = “{ $hash }”处没有内容。
shell-back-to-runs = 返回你的评审
shell-chunk-failed-title = 无法加载此页面
shell-chunk-failed-body = 页面代码未能送达（{ $why }）。请检查网络连接后重新加载；你的评审仍保存在此浏览器中。
shell-reload = 重新加载

## The page shown while the app loads

shell-loading-title = 正在加载评审循环…
shell-loading-about = jury 运行一个会结束的评审循环：两位 AI 评审、一份由你编写的评分标准和三条规则，全部在此浏览器中完成。你粘贴的内容不会离开它。
shell-loading-slow = 仍在加载？以磁盘上的文件打开时（地址以 { $file } 开头），此页面无法启动：浏览器不会从文件运行它的代码。请改为打开同一文件夹中的 { $offline }：它专为从文件打开而设计。
shell-loading-noscript = 此应用需要 JavaScript 和 WebAssembly。请为此页面启用它们，或打开下载内容中的 { $offline }。
