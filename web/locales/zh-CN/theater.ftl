# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = 设计评审团
theater-list-separator = {"、"}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = 备注
theater-must-fix-count = { $count } 项必改

## The panelists' roles

theater-role-designer = 设计师
theater-role-critic = 评审
theater-role-brand = 品牌
theater-role-a11y = 无障碍
theater-role-copy = 文案

## The page

theater-intro = 无需守护进程的五人设计评审：把评审团指令复制到聊天中，再把回复粘贴回来，看评审团一轮一轮地为它打分。所有内容都保留在本浏览器中。
theater-on-stage = 台上：
theater-start-link = 开始一次评审团运行

## What is on stage

theater-caption-nothing = 无
theater-demo-title = 演示：Open Design 的 happy-3-rounds 测试用例
theater-caption-stored = 已存储的运行：{ $title }
theater-caption-panel = 评审团运行：{ $title }
theater-caption-transcript = 会话记录文件：{ $name }
theater-caption-shared = 分享的评审团运行：{ $title }

## The stage

theater-interrupt = 中断
theater-stage-empty = 台上还没有内容：运行评审团、回放已存储的运行，或打开一份会话记录。
theater-warnings = 警告
theater-warning-weak-debate = 辩论偏弱：某一轮中评审与各专项评审之间没有出现分歧。
theater-warning-unknown-role = 有一个块使用了未知的评审角色，已跳过。
theater-warning-score-clamped = 有一个分数超出了评分范围，已被截断到范围内。
theater-warning-composite-mismatch = 智能体给出的综合分或必改项数量与本应用自己的计算不一致。
theater-warning-duplicate-ship = 第二个 SHIP，或针对从未结束的轮次的 SHIP，已被忽略。
theater-warning-times = （×{ $count }）

## The score ticker and the round timeline

theater-bar = 第 { $round } 轮：{ NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = 还没有任何一轮得出结果
theater-composite = 综合分
theater-threshold-value = 阈值 { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = 共识
theater-round-of = 第 { $round } 轮 / 共 { $limit } 轮
theater-claimed = 智能体声称 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = 智能体：发布。
theater-decision-continue = 智能体：继续。

## The lanes

theater-speaking = 发言中…
theater-cell-round = 第 { $round } 轮
theater-cell-draft = 草稿
theater-cell-notes = 备注
theater-cell-revised = 已修改
theater-cell-dimension = { $name }：{ NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = 设计师的备注
theater-turn-summary = { $notes } 条备注，{ $must_fix } 项必改
theater-must-fix-head = 必改

## How a run ended

theater-badge-shipped = 已发布
theater-badge-below-threshold = 低于阈值
theater-badge-timed-out = 已超时
theater-badge-interrupted = 已中断
theater-status-degraded = 已降级
theater-status-failed = 失败
theater-status-legacy = 旧版
theater-status-running = 运行中
theater-shipped-summary = 已于第 { $round } 轮发布 · 综合分 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = 已于第 { $round } 轮中断 · 最佳综合分 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = 在任何一轮结束前就已中断：尚未评出任何分数。
theater-failed-heading = 运行失败
theater-failed-cli-exit = 智能体 CLI 在评审完成前以非零状态退出。
theater-failed-per-round-timeout = 某一轮超出了时间预算。
theater-failed-total-timeout = 整次运行超出了总时间预算。
theater-failed-orchestrator = 编排器内部错误。
theater-failed-orchestrator-here = 在这里，这表示回复结束时没有可接受的 SHIP，也没有可以回退的已完成轮次，或者回退策略是“判定为运行失败”。
theater-degraded-heading = 本次评审不可用
theater-degraded-malformed = 评审块格式错误，解析器已拒绝。
theater-degraded-oversize = 评审输出超出了安全字节预算。
theater-degraded-adapter = 适配器 { $adapter } 不支持评审协议。
theater-degraded-protocol = 适配器 { $adapter } 使用了不支持的协议版本。
theater-degraded-missing-artifact = 运行结束但未产出最终产物。

## The designs

theater-design-kind = （{ $kind }）
theater-kind-html = HTML，未注明类型
theater-kind-svg = SVG，未注明类型
theater-kind-none = 未注明类型
theater-source-only = 不是 HTML 或 SVG，因此只显示源代码。
theater-source = 源代码
theater-shipped-artifact = 发布的产物
theater-shipped-artifact-label = 发布的产物
theater-round-numbered = 第 { $round } 轮
theater-round-unnumbered = 没有编号的一轮
theater-draft-option-draft = 设计师的草稿，{ $round }
theater-draft-option-notes = 设计师的备注，{ $round }
theater-draft-label = 设计师在{ $round }的草稿
theater-drafts = 设计师的草稿
theater-drafts-show = 显示
theater-drafts-which = 要显示设计师的哪一次发言
theater-draft-none = 这次发言没有草稿，只有备注。

## Replay

theater-speed-paused = 暂停
theater-speed-instant = 瞬时
theater-speed-live = 实时（每个事件 { $ms } 毫秒）
theater-speed-fast = 快进（每个事件 { $ms } 毫秒）
theater-speed-slow = 慢速（每个事件 { $ms } 毫秒）
theater-replay = 回放
theater-replay-speed = 回放速度
theater-replay-again = 从头回放
theater-previous-round = 上一轮
theater-next-event = 下一个事件
theater-next-round = 下一轮
theater-download-transcript = 下载会话记录
theater-download-failed = 无法下载会话记录：{ $why }
theater-event-of = 第 { $at } 个事件，共 { $of } 个
theater-keys = 快捷键（在输入框中输入时无效）：
theater-key-interrupt = 中断
theater-key-next-event = 下一个事件
theater-key-next-round = 下一轮
theater-key-previous-round = 上一轮
theater-stored-runs = 已存储的评审团运行
theater-replay-demo = 回放演示运行
theater-no-stored-runs = 还没有存储任何评审团运行。运行一次评审团即可记录。
theater-run-composite = 综合分 { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = 回放 { $title }
theater-run-download = 下载 { $title } 的会话记录
theater-run-delete = 删除 { $title }
theater-download = 下载
theater-delete = 删除
theater-unreadable = 有 { $count } 个已存储条目无法读取，已保持原样：{ $keys }

## Replaying a transcript file

theater-open-title = 回放会话记录文件
theater-open-help = 一个 transcript.ndjson 或 transcript.ndjson.gz 文件，来自本应用或 Open Design 守护进程。只读：只会回放，不会存储。
theater-open-button = 打开会话记录…
theater-open-label = 打开会话记录
theater-not-a-transcript = { $name } 是评审团回复（一段 <CRITIQUE_RUN> 流），而不是事件的会话记录：请把它的文本粘贴到“新的评审团运行”下的“粘贴智能体的完整回复”中，然后点击“运行评审团”。台上的内容没有改变。
theater-cannot-replay = 无法回放 { $name }：{ $why }。台上的内容没有改变。
theater-no-events = { $name } 中没有可回放的设计评审团事件。
theater-skipped = { $name }：回放了 { $count } 个事件。未回放：{ $parts }。
theater-skipped-separator = {"；"}
theater-skipped-records = { $count } 行是 Open Design 自己的记录，不是评审团事件（{ $records }：守护进程的分数检查、发布的设计、结束标记或解析器错误，由其解析器保存在事件旁边），Open Design 的回放同样会跳过它们
theater-skipped-record = { $count } 条 { $kind }
theater-skipped-unknown = { $count } 行的类型为“{ $kind }”，不是此协议的评审团事件（其他工具的记录，或更新版本的 Open Design）
theater-skipped-invalid = { $count } 行“{ $event }”事件的“{ $field }”不是 { $rule }（被编辑或已损坏）
theater-skipped-not-json = { $count } 行不是 JSON（被截断或被编辑）
theater-skipped-no-type = { $count } 行 JSON 没有“type”（不是事件）

## A panel run: the form

theater-new-run = 新的评审团运行
theater-run-panel = 运行评审团
theater-save-again = 重新保存
theater-brief = 需求：要设计什么？
theater-brand = 品牌资料：语气、颜色、字体（可选）
theater-copy-step = 把评审团指令复制到与你的 AI 模型的聊天中。
theater-copy-instructions = 复制评审团指令
theater-show-instructions = 显示评审团指令
theater-instructions = 评审团指令
theater-paste-reply = 粘贴智能体的完整回复
theater-try-fixture = …或试试 Open Design 的测试流
theater-no-fixture = （无）
theater-pasted-reply = 粘贴的回复
theater-fixture-happy = 顺利：三轮，已发布
theater-fixture-spec-example = 规范示例：两轮，已发布
theater-fixture-duplicate-ship = 重复的 SHIP：以第一个为准
theater-fixture-malformed = 格式错误：某个评审块没有闭合
theater-fixture-missing-artifact = 缺少产物：第 1 轮没有设计师的草稿

## A panel run: what happened to it

theater-refused = { $why }。
theater-stored = 评审团运行已存储在本浏览器中：{ $title }。
theater-too-big-for-tab = 这份回复太大，标签页的存储放不下：如果在运行结束前重新加载页面，它就会丢失。
theater-no-envelope = 回复中没有 <CRITIQUE_RUN …> 包裹，评审团没有可读取的内容。请粘贴智能体的完整回复，从 <CRITIQUE_RUN 开始。
theater-recovered = 评审团运行“{ $title }”播放时页面被重新加载：它已作为在第 { $event } 个事件处中断的运行保存在“已存储的评审团运行”中，它的回复也已放回回复框。
theater-storage-full = 本页面的浏览器存储已满，因此这次评审团运行没有保存。评审现场和你粘贴的回复仍在屏幕上：下载会话记录以保留它，或删除已存储的运行后点击“重新保存”。
theater-storage-refused = 浏览器拒绝存储这次评审团运行（{ $why }）。评审现场和你粘贴的回复仍在屏幕上：下载会话记录以保留它。
theater-parser-stopped = 解析器已停止：{ $detail }
theater-parser-stopped-at = 解析器在粘贴的回复第 { $line } 行第 { $column } 列处停止：{ $detail }
theater-cut-off-before-first = 回复在第一轮之前就停止了
theater-cut-off-during = 回复停在第 { $round } 轮、{ $role }发言期间
theater-cut-off-after = 回复停在第 { $round } 轮结束之后、下一轮或 SHIP 之前
theater-cut-off-in = 回复停在第 { $round } 轮、这一轮结束之前
theater-cut-off = { $place }：模型的回答看起来被截断了（聊天常会中断较长的回答）。请让模型“从你停下的地方继续”，把它续写的内容粘贴到上面回复的末尾，然后再次运行评审团。

## Settings

theater-settings = 新评审团运行的设置
theater-threshold = 阈值
theater-score-scale = 评分范围
theater-round-limit = 轮数上限
theater-whole-hint = { $from } 到 { $to } 之间的整数。
theater-threshold-hint = { $from } 到 { $to } 之间的数字，且不超过评分范围。
theater-setting-invalid = { $field }：{ $why }。
theater-rule-no-role = 至少需要一个角色
theater-rule-integer = 必须是 { $min } 到 { $max } 之间的整数
theater-rule-number = 必须是 { $min } 到 { $max } 之间的数字
theater-rule-over-scale = 不能超过评分量程
theater-rule-weight = 每个权重必须在 0 到 1 之间
theater-rule-at-least = 必须至少为 { $min }
theater-settings-storage-full = 浏览器存储已满，设置没有保存。
theater-settings-not-saved = 设置没有保存（{ $why }）。
theater-settings-saved = 设置已保存；它们适用于新的评审团运行及其指令。
theater-save-settings = 保存设置
theater-policy = 当回复中没有可接受的 SHIP 时
theater-policy-ship-best = 发布最佳一轮（低于阈值）
theater-policy-ship-last = 发布最后一轮（低于阈值）
theater-policy-fail = 判定为运行失败
theater-weights = 权重（v1 中固定）
theater-panelist = 评审成员
theater-weight = 权重

## A panel run from a share link

theater-shared-title = 设计评审团：{ $title }
theater-kept-copy = 已在本浏览器中保留一份副本：它列在设计评审团页面的“已存储的评审团运行”下。
theater-keep-copy = 在本浏览器中保留一份副本
theater-go-to-jury = 前往设计评审团

## What a transcript's field must be

theater-field-run-id = 非空字符串
theater-field-text = 字符串
theater-field-ordinal = 大于等于 1 的整数
theater-field-count = 大于等于 0 的整数
theater-field-score = 大于等于 0 的有限数
theater-field-threshold = 0 到该事件满分之间的有限数
theater-field-role = 评审角色
theater-field-cast = 非空的评审角色列表
theater-field-decision = 轮次决定
theater-field-status = 发布状态
theater-field-reason = 降级原因
theater-field-cause = 失败原因
theater-field-kind = 解析器警告类型
theater-field-artifact-ref = 对象 {"{"}projectId, artifactId{"}"}（两者均为非空字符串）
