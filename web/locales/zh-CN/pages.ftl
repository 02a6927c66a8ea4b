# 页面：评审列表、新建评审表单、“工作原理”、共享的评审、通用控件，以及应用自身的存储提示。

## 通用词语

pages-new-run = 新建评审
pages-how-it-works = 工作原理
pages-back-to-runs = 返回你的评审
pages-round-of = 第 { $round } 轮，共 { $limit } 轮
pages-cancel = 取消

## 评审列表

pages-list-title = 你的评审
pages-import-run-file = 导入评审文件…
pages-list-intro = 一次评审会按照评分细则逐轮检查一段文本：你把提示词复制到与 ChatGPT、Claude 或其他模型的新对话中，再把评审员的回答粘贴回来，接下来怎么做由规则决定。所有内容都只保存在这个浏览器里。
pages-import-not-a-run-file = { $name } 不是本应用可以导入的评审文件：{ $reason }。没有做任何更改。
pages-list-empty = 还没有评审。点击“新建评审”开始一个。
pages-list-runs = 评审
pages-list-last-change = 最后更改于 { $time }
pages-problems-intro = 有些已保存的条目无法加载。它们已被跳过并保持原样；你的其他评审不受影响。
pages-problem-download = 下载
pages-problem-download-label = 下载（{ $key }）
pages-problem-delete = 删除
pages-problem-delete-label = 删除（{ $key }）

## 工作原理

pages-how-intro = 一次评审会按照一份评分细则检查一段文本（作品），细则由 { $min } 到 { $max } 条通过/不通过的标准组成，由你在阅读草稿之前写好。两位 AI 评审员分别在新对话中阅读它；应用本身从不与模型对话。它只检查你粘贴的内容并执行三条规则，让评审能够结束，而不是原地打转。
pages-how-round-title = 一轮的流程
pages-how-round-copy = 把评审员提示词（评分细则和作品）复制到新对话中并发送。
pages-how-round-paste = 把评审员的完整回答粘贴回来。应用会立即检查：每条标准都有 PASS 或 FAIL，每个 FAIL 都引用了它所反对的文字。
pages-how-round-record = 记录回答。应用会在作品中查找每处引用，并说明是否找到。
pages-how-round-merge = 合并本轮。接下来怎么做由下面的规则决定：修改并修订、询问评审员 B、亲自裁决分歧，或者停止。
pages-how-rules-title = 三条规则
pages-how-why = 原因：
pages-how-rule1-name = 防棘轮。
pages-how-rule1 = 从第 2 轮起，上一轮已通过的标准只有在附上能在文本中找到的引用时才能再次不通过。没有引用的异议会作为可选备注保留，该标准仍为 PASS。
pages-how-rule1-why = 否则评审员每轮都可以抬高标准，循环永远不会结束。
pages-how-rule2-name = 评审者的边界。
pages-how-rule2 = 只有正确性上的缺陷或未满足的标准才会阻止通过。风格、品味和“还可以更好”都放进可选备注：会展示给你，但绝不计入结果。
pages-how-rule2-why = 因品味而卡住的评审没有终点。
pages-how-rule3-name = 两位独立评审员，没有第三位。
pages-how-rule3 = 一旦评审员 A 通过了所有标准，评审员 B 就会收到同样的提示词；B 最好是另一个模型，而且永远看不到 A 的回答。只要有 FAIL 就要再来一轮；如果 B 在没有可找到的引用的情况下否决了 A 通过的标准，该标准就是 DISPUTED，由你来裁决。
pages-how-rule3-why = 一个模型的盲点会被另一个模型发现，而僵局由能读懂文本的人来解决，而不是靠第三种意见。
pages-how-outcomes-title = 合并可能给出的结果
pages-how-outcome-pass = 两位评审员都通过了所有标准。评审已完成，可以下载评审结论。
pages-how-outcome-fix = 有标准未通过。按列出的修改意见修订作品：下一轮开始。
pages-how-outcome-need-b = 评审员 A 通过了所有标准。请询问评审员 B；本轮仍未结束。
pages-how-outcome-disputed = 两位评审员意见不一，且未找到不通过所引用的文字。由你逐条裁决有争议的标准，并附上备注。
pages-how-outcome-round-limit = 在评审允许的最后一轮中仍有标准未通过。评审停止；剩下的问题由你决定。
pages-how-refused = 规则无法接受的回答、评分细则或操作会被拒绝并说明原因，评审保持原样不变。
pages-how-start = 开始新的评审

## 新建评审表单

pages-new-replace-rubric = 要用这个示例替换你写的评分细则吗？
pages-new-name = 评审名称
pages-new-name-placeholder = 例如：版本说明 0.4
pages-new-start = 开始评审
pages-new-rubric = 评分细则：{ $min } 到 { $max } 条通过/不通过的标准
pages-new-examples = 从示例开始：
pages-new-example = { $kind ->
    [code] 代码示例
    [design] 设计示例
   *[text] 文本示例
}
pages-new-rubric-placeholder =
    # 标题
    - id: 读者能得到什么
    - id2: …
pages-new-artifact = 作品：要评审的文本
pages-new-open-file = 打开文件…
pages-new-or-paste = 或粘贴到下方。HTML 和代码会以文本形式显示，绝不会运行。
pages-new-artifact-unkept = 这段文本太大，无法存入此标签页的会话存储，重新加载页面会丢失它：在评审开始之前，请保留它的文件（或副本）。
pages-new-artifact-name = 作品名称
pages-new-artifact-name-placeholder = 作品
pages-new-rounds = 轮数上限
pages-new-rounds-help = 如果到这一轮仍有标准未通过，评审就会停止。
pages-new-language = 提示词语言
pages-new-language-help = 评审员会收到这种语言的提示词，并用它写理由。回答格式保持不变。
pages-new-anti-ratchet = 防棘轮（规则 1）已开启
pages-new-anti-ratchet-help = 从第 2 轮起，评审员只有引用文本才能否决已通过的标准。只有在做收敛实验时才关闭它；评审结论会注明这一点。
pages-new-anti-ratchet-off = 防棘轮已关闭：标准可能一轮比一轮高。
pages-new-models = 各角色使用哪个模型（可选）
pages-new-model-author = 作者模型
pages-new-model-a = 评审员 A 的模型
pages-new-model-b = 评审员 B 的模型
pages-new-model-placeholder = 例如：GPT-5、Claude Sonnet、Gemini
pages-new-problems = { $count ->
   *[other] 评审还不能开始：请先修正以下 { $count } 个问题。
}
pages-new-rubric-help = 每行写一条标准，格式为“- id: 读者能得到什么”。
pages-new-rubric-ok = { $count ->
   *[other] ✓ { $count } 条标准：{ $ids }
}
pages-new-hints = 提示（建议，不是错误）：

## 从共享链接打开的评审

pages-shared-cannot-open = 无法打开此共享链接
pages-shared-nothing-stored = 没有在此浏览器中保存任何内容。
pages-shared-go-to-runs = 前往你的评审
pages-shared-keep = 在此浏览器中保留副本
pages-shared-export = 导出评审
pages-shared-artifact-round = （第 { $round } 轮）
pages-shared-round = 轮次
pages-shared-show-round = 显示哪一轮的作品
pages-shared-source = 源代码以纯文本显示：其中的任何内容都不会运行。
pages-shared-verdict = 评审结论
pages-shared-settled = 裁决：
pages-shared-round-n = 第 { $round } 轮
pages-shared-judge = 评审员 { $judge }
pages-shared-merge = 合并

## 通用控件：复制、打开文件、与已保存评审同名的评审

pages-copied = ✓ 已复制到剪贴板
pages-copy-failed = 无法复制（{ $why }）：请选中下方文本并按 Ctrl+C（Mac 上为 ⌘C）。
pages-could-not-read = 无法读取 { $name }：{ $why }
pages-same-name-question = 此浏览器中已保存一个名为“{ $name }”的评审。要用这个替换它，还是两个都保留？
pages-same-name-replace = 替换已保存的评审
pages-same-name-keep-both = 两个都保留（将这个添加为副本）

## 共享链接

pages-share-copy = 复制共享链接
pages-share-says = 链接包含整个评审，包括作品和评审员的回答：收到链接的任何人都能读到全部内容。这些内容都在“#”之后的部分，浏览器从不会把这部分发送给服务器。
pages-share-copied = ✓ 已复制共享链接（{ $length } 个字符）
pages-share-copy-failed = 无法复制（{ $why }）：请选中下方链接并按 Ctrl+C（Mac 上为 ⌘C）。
pages-share-link = 共享链接
pages-share-long = 这是一个长链接：浏览器、Slack 和邮件都能处理，但消息长度有限的聊天应用（Discord 最多保留 { $limit } 个字符）会把它截断。如果收到的链接已损坏，请改为发送文件。
pages-shared-banner = { $what ->
    [panel] 共享的评审团会话，只读：它包含在你打开的链接中，并未保存在此浏览器里。保留一份副本，以后就能在你的评审中找到它。
   *[run] 共享的评审，只读：它包含在你打开的链接中，并未保存在此浏览器里。保留一份副本，以后就能在你的评审中找到它。
}

## 在此浏览器中保存评审

pages-run-missing = 此评审已不存在（它已被删除，可能是在另一个标签页中）。
pages-save-too-big = 此评审太大，无法保存在此浏览器的存储中：它需要 { $needed }，而即使存储为空，此页面也只能容纳约 { $capacity }。没有保存任何内容，已保存的内容也没有改变；你的文本仍在屏幕上。请将评审导出为文件以便保留，或用更小的作品开始评审。
pages-save-no-room = 此评审放不进此浏览器存储的剩余空间：它需要 { $needed }，但此页面可保存的 { $capacity } 中只剩约 { $left }（其余被你的其他评审和数据占用）。没有保存任何内容，已保存的内容也没有改变；你的文本仍在屏幕上。请将评审导出为文件以便保留；要腾出空间，请导出不再需要的评审后将其删除，或使用更小的作品。
pages-save-full = 此页面的浏览器存储已满，因此这次更改没有保存。之前保存的内容都完好无损，你的编辑仍在屏幕上。请将评审导出为文件以便保留，或删除不再需要的评审后重试。
pages-save-conflict = 此标签页加载此评审后，它在另一个标签页中被更改了，因此这次更改没有保存（否则会覆盖较新的版本）。评审现在显示的是较新的状态。如果你输入内容的输入框也随之消失，请导出包含你的更改的此评审，以保留你输入的内容。
pages-save-other = 浏览器拒绝保存这次更改（{ $why }）。已保存的内容没有任何改变；请将评审导出为文件以便保留。
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } 百万个字符
pages-amount-thousands = { $thousands } 千个字符
pages-amount-characters = { $count ->
   *[other] { $count } 个字符
}

## 无法加载的已保存条目（在条目的键和冒号之后）

pages-problem-index-version = 未知的索引版本“{ $schema }”；评审是通过扫描存储找到的
pages-problem-index-unreadable = 评审索引无法读取（{ $why }）；评审是通过扫描存储找到的
pages-problem-other-id = 它自称是评审“{ $inside }”，而不是其键所示的“{ $id }”（被复制或手动编辑过？）
pages-problem-bad-field = 一个含有错误字段的 { $schema } 条目（{ $why }）
pages-problem-newer = 由更新版本的 jury 写入（{ $schema }）；请在那里打开，或从那里导出
pages-problem-not-a-run = 不是 jury 评审（schema 为“{ $schema }”）
pages-problem-no-schema = 不是 jury 评审（没有 schema 字段）
pages-problem-not-json = 不是有效的 JSON（{ $why }）
pages-problem-history-unreadable = 无法读取其历史记录：{ $reason }
pages-problem-history-replay = 其历史记录无法重放：{ $reason }
