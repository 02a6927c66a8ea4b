# 评审的一轮：提示词、回复框、评委报告、合并、修订、裁定、裁决、时间线和演示的步骤。
# PASS、FAIL 和结果代码（FIX、NEED_B、DISPUTED、ROUND_LIMIT）保持原样。

round-list-separator = {"、"}
round-open = 进行中

## 提示词
round-advice-a = 打开一个新对话（每一轮都用新的对话，让评委之前什么都没看过），粘贴提示词并发送，然后把评委的完整回答复制到下面的框里。
round-advice-b = 再打开一个新对话，最好使用与评委 A 不同的模型（例如 A 用 ChatGPT，B 用 Claude），粘贴同样的提示词，并把它的完整回答复制到下面的框里。不要让它看到评委 A 的回答。
round-copy-prompt = 复制给评委 { $judge } 的提示词
round-prompt-criteria = 提示词要求评委对每条标准给出 PASS 或 FAIL：
round-show-prompt = 显示提示词
round-prompt-for = 给评委 { $judge } 的提示词

## 回复框
round-error-place = 第 { $line } 行，第 { $column } 列
round-error-criterion = 标准“{ $criterion }”
round-nothing-recorded-fix = 没有记录任何内容。请修正回复（或重新询问评委），再粘贴到这里。
round-nothing-recorded = 没有记录任何内容。
round-reply-label = 评委 { $judge } 的回复
round-reply-placeholder = 把评委的完整回答粘贴到这里（JSON 对象，带不带周围的文字都可以）。
round-reply-help = 粘贴后立即检查。按 Ctrl+Enter（⌘+Enter）即可记录。
round-reply-valid = ✓ 有效的回复：{ $total } 条标准中有 { $fails } 条 FAIL。记录它以检查引用。
round-record-and-merge = 记录并合并本轮
round-record = 记录评委 { $judge } 的回复

## 回复警告
round-warn-mismatch = 评委自己的裁决“{ $summary }”与它对各标准的判断（{ $criteria }）不一致。结果按各标准计算，而不是按那个裁决。
round-every-passed = 每条标准都通过
round-failed-list = 未通过：{ $list }
round-warn-mangled = 回复中含有 { $sequences }，而作品中没有：文本很可能在传递途中被弄乱了（编码混淆，比如通过 Windows PowerShell 管道传递时）。请从来源重新粘贴。
round-warn-case = 未用大写书写的裁决已按 PASS 或 FAIL 读取：{ $list }。回复格式要求用大写的“PASS”或“FAIL”。
round-warn-case-item = { $id } 的“{ $written }”读作 { $read }

## 评委的报告
round-found-at = ✓ 在作品第 { $line } 行第 { $column } 列找到引用
round-found = ✓ 在作品中找到引用
round-found-normalized-at = ✓ 统一空格、引号、破折号和标记后，在第 { $line } 行第 { $column } 列找到引用
round-found-normalized = ✓ 统一空格、引号、破折号和标记后找到引用
round-not-found = ✗ 在作品中找不到引用
round-too-short = ✗ 引用太短，不能作为证据（少于 { $min } 个字符）
round-no-quote = ✗ 没有给出引用
round-rule-1-counts = 评委写的是 { $written }，规则 1 将其计为 { $counted }
round-show-in-artifact = 在作品中显示
round-closest-passage = 最接近的段落（仅供参考）：
round-judge-reply-round = 评委 { $judge } 的回复，第 { $round } 轮
round-criterion = 标准
round-result = 结果
round-reason-quote-fix = 理由、引用和修改
round-fix = 修改：
round-quote-proves = 找到的引用只能证明这段文字在作品中，不能证明该标准真的未通过：请阅读理由，自己判断。
round-blocked-title = 被规则 1（防棘轮）拦下
round-blocked-body = — 已移到可选备注；该评委的 FAIL 不计入：
round-blocked-by-judge = { $id }（评委 { $judge }）
round-optional-notes = 可选备注（{ $count }）— 从不阻塞

## 下一步
round-next-record-a = 下一步：询问评委 A。把提示词复制到一个新对话中，然后把评委的回答粘贴到下面。
round-next-record-b = 下一步：在一个新对话中用同样的提示词询问评委 B（最好换一个模型），并粘贴它的回答。
round-next-merge = 下一步：合并本轮，把规则应用到你记录的回复上。
round-next-revise = 下一步：完成修改，然后修订作品（在修改列表下方），开始下一轮。
round-next-settle = 下一步：评委意见不一；请在下面逐条裁定有争议的标准。
round-next-done = 这个评审已完成。请下载裁决或导出评审。

## 合并
round-explain-pass = 两位评委都通过了每条标准。评审已完成：上面的裁决可以下载了。
round-explain-fix = 有些标准未通过。请在你的文本中完成下面列出的修改，然后修订作品，开始第 { $next } 轮（共 { $limit } 轮）。
round-explain-need-b = 评委 A 通过了每条标准。现在用同样的提示词询问评委 B（新的对话，最好换一个模型），并记录它的回复。
round-explain-disputed = 评委意见不一，而且在文本中找不到判为未通过的评委的引用。工具不会偏向任何一方：请阅读双方的理由，逐条裁定有争议的标准。
round-explain-round-limit = 到达轮数上限（{ $limit }）时仍有标准未通过。评审到此为止：请阅读剩下的修改意见，自己决定怎么做。
round-merged = 第 { $round } 轮已合并：
round-merged-result = 合并结果，第 { $round } 轮
round-judge-a = 评委 A
round-judge-b = 评委 B
round-fixes-to-make = 需要做的修改
round-fix-by-judge = （评委 { $judge }）：
round-fixed-since = 自第 { $round } 轮以来已修正：{ $list }
round-settled-by-you = 由你裁定
round-record-a-again = 重新记录评委 A（以后一次回复为准）
round-b-confirms = 评委 A 通过每条标准后，由评委 B 确认这一轮。
round-record-b-anyway = 仍然现在记录评委 B
round-not-asked = 本轮未询问。
round-merge = 合并
round-merge-applies = 合并会把{ $rules }应用到目前记录的回复上，并告诉你下一步做什么。
round-the-three-rules = 三条规则
round-merge-the-round = 合并本轮
round-record-a-first = 请先记录评委 A 的回复。

## 修订
round-diff-counts = 新增 { $added } 行，删除 { $removed } 行
round-changes = 改动
round-revise-title = 为第 { $round } 轮修订作品
round-revise-help = 编辑下面的文本（或打开修改后的文件），然后开始下一轮。评委会看到新的文本和上一轮的异议。
round-open-revised = 打开修订后的文件…
round-changes-since = 自第 { $round } 轮以来的改动
round-start-round = 开始第 { $round } 轮
round-revised-artifact = 修订后的作品
round-artifact-name = 作品名称
round-same-text = 文本与第 { $round } 轮相同。你仍然可以开始下一轮（评委也可能判断错了），但评委会看到同样的文本。
round-unchanged-warning = 作品自第 { $round } 轮以来没有改动，而那一轮要求修改：评委会看到同样的文本。

## 裁定
round-settle-title = 裁定有争议的标准
round-settle-help = 评委 A 通过了这些标准，评委 B 判为未通过，但工具在文本中找不到 B 的引用。请阅读双方的理由，自己检查文本，然后作出决定。你的备注会保存在评审的历史中。
round-choose-first = 请先选择 PASS 或 FAIL。
round-judge-a-pass = 评委 A（PASS）
round-judge-b-fail = 评委 B（FAIL）
round-b-quote = B 的引用（在文本中找不到）：
round-your-decision = 你对 { $criterion } 的裁定
round-why-kept = 理由（保存在历史中）
round-settle = 裁定 { $criterion }

## 裁决
round-verdict = 裁决
round-verdict-blocked = 第 { $round } 轮，评委 { $judge }，{ $criterion }：{ $reason }
round-verdict-blocked-quote = 第 { $round } 轮，评委 { $judge }，{ $criterion }：{ $reason }（引用：“{ $quote }”）
round-verdict-not-counted = 。规则 1 没有计入这些异议：在作品中找不到它们的引用。
round-rounds = 轮数
round-rounds-of = { $rounds } / { $limit }
round-artifact = 作品
round-settled-note = — 由你裁定：{ $note }
round-download-json = 下载 verdict.json
round-download-markdown = 下载 Markdown 报告
round-download-html = 下载 HTML 报告
round-download-failed = 下载失败：{ $why }
round-export-with-change = 把这个评审连同这次改动导出为文件

## 时间线
round-timeline = 时间线
round-timeline-caption = 每一轮中每条标准的结果
round-round = 第 { $round } 轮

## 演示
round-demo-title = 这是一个演示
round-demo-body = 它的评委回复是事先录好的。你不必询问模型，只需逐步播放循环的每一步，看看规则如何处理。你自己粘贴的任何回复都会让演示脱离脚本。
round-demo-next = 下一步：{ $step }
round-demo-reply-a = 粘贴评委 A 的回复并记录
round-demo-reply-b = 粘贴评委 B 的回复并记录
round-demo-merge = 合并本轮
round-demo-revise = 根据修改意见修订作品
round-demo-settle = 裁定有争议的标准
