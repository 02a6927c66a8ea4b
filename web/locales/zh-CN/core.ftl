# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = 第 { $line } 行第 { $column } 列
core-reply-no-json = 回复中没有 JSON 对象；请粘贴评委的完整回答，包括其中的 {"{"}…{"}"} 对象。
core-reply-tab-in-string = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：字符串中有制表符。JSON 字符串不能直接包含制表符；请改写为 \t 或空格，或请评委给出有效的 JSON。
core-reply-line-break-in-string = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：字符串中有换行。JSON 字符串必须写在一行内；请把这几行合并（或写成 \n），或请评委给出有效的 JSON。
core-reply-trailing-comma = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：列表或对象的最后一项后面有逗号。JSON 不允许此处有逗号；请删掉这个逗号，或请评委给出有效的 JSON。
core-reply-typographic-quote = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：出现了排版用的弯引号。JSON 需要直引号 "，聊天工具或编辑器可能把它替换了；请用聊天界面的复制按钮复制回答，或请评委给出纯 JSON。
core-reply-single-quote = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：用了单引号。JSON 的字符串和键都用双引号 "；请评委给出有效的 JSON。
core-reply-comment = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：有注释。JSON 不支持注释；请删掉注释，或请评委给出不带注释的 JSON。
core-reply-syntax = 回复的 JSON 在第 { $line } 行第 { $column } 列出错：{ $detail }。请评委给出有效的 JSON（不会自动修复任何内容）。
core-reply-cut-off = 回复在 JSON 完整之前就结束了（第 { $line } 行第 { $column } 列）：请复制完整的回答，或请评委把它写完。
core-reply-prompt-only = 这是给评委的提示词，不是评委的回答：请在新的对话中把它发给评委，然后粘贴评委的回答。
core-reply-example-only = 这是提示词中的示例回复，不是评委的回答：请粘贴评委的回答。
core-reply-two-replies = 粘贴的内容中有 { $count } 份不同的回复，分别从{ $starts }开始；只保留评委真正想给的那一份，然后重新记录。
core-reply-not-an-object = 回复是 JSON { $found_key ->
        [null] null 值
        [boolean] 布尔值
        [number] 数字
        [string] 字符串
        [array] 数组
       *[other] 值（{ $found }）
    }，不是对象；请粘贴包含 "criteria" 的对象。
core-reply-wrong-type = “{ $field }”必须是{ $expected_key ->
        [an-array-of-objects] 对象数组
        [an-array-of-strings] 字符串数组
        [an-object] 对象
        [a-string] 字符串
        [pass--or--fail] “PASS”或“FAIL”
       *[other] { $expected }
    }；请改正后重新记录。
core-reply-missing-field = 缺少“{ $field }”；回复需要它。
core-reply-unknown-criterion = { $suggestion_key ->
        [none] 标准“{ $id }”不在评分标准中；评委必须原样使用评分标准里的 id。
       *[other] `{ $id }` 不在评分标准中；你是指 `{ $suggestion }` 吗？请在回复中改正这个 id（评委必须原样使用评分标准里的 id）。
    }
core-reply-missing-criterion = 缺少标准“{ $id }”；评委必须回答评分标准中的每一条。
core-reply-duplicate-criterion = 标准“{ $id }”被回答了两次；每条标准只保留一个回答。
core-reply-bad-verdict = 标准“{ $id }”：判定“{ $value }”既不是 PASS 也不是 FAIL。
core-reply-fail-without-reason = 标准“{ $id }”判为 FAIL 却没有理由；FAIL 必须说明原因。
core-reply-duplicate-key = “{ $key }”在{ $object_key ->
        [none] 回复
       *[other] “{ $object }”
    }中写了两次，位于{ $places }：人从上往下读会取第一个，JSON 解析器会取最后一个，因此两个都不采用；只保留评委真正想写的那一个，然后重新记录。
core-reply-verdict-mismatch = 评委自己的判定“{ $summary }”与其各条标准不一致（{ $failed_count ->
        [0] 所有标准都通过了
       *[other] 判为 FAIL 的：{ $failed }
    }）；结果按各条标准计算。
core-reply-mangled = 回复中含有作品里没有的 { $sequences }：文本可能在传递途中被损坏了（编码混乱，例如经过 Windows PowerShell 管道时）；请从原处重新粘贴。
core-reply-verdict-case = 大小写不同的判定已按 PASS 或 FAIL 读取（标准：{ $criteria }；原写法：{ $written }）；回复格式要求用大写的“PASS”或“FAIL”。

# review/rubric.rs

core-rubric-not-a-criterion = 评分标准第 { $line } 行：“{ $text }”不是一条标准；请写成“- id: 读者得到什么”（列表行以 "-"、"*"、"+"、"1." 或 "1)" 开头；只有第一行可以是“# 标题”）。
core-rubric-bad-id = 评分标准第 { $line } 行：“{ $id }”不是有效的 id；请使用小写字母、数字、'-' 和 '_'，以字母或数字开头，最多 { $max } 个字符。
core-rubric-capital-id = 评分标准第 { $line } 行：id“{ $id }”含有大写字母；id 必须小写：请写成“{ $lower }”。
core-rubric-empty-criterion = 评分标准第 { $line } 行：标准“{ $id }”没有内容；请在冒号后写出读者得到什么。
core-rubric-duplicate-id = 评分标准第 { $line } 行：id“{ $id }”已在第 { $firstLine } 行用过；请给每条标准一个独立的 id。
core-rubric-too-few = { $count ->
        [0] 评分标准中还没有任何标准（{ $count } 条）；请至少写 { $min } 条，每行一条，格式为“- id: 读者得到什么”。
       *[other] 评分标准中只有 { $count } 条标准；请至少写 { $min } 条。
    }
core-rubric-too-many = 评分标准第 { $line } 行：共有 { $count } 条标准，太多了；最多保留 { $max } 条（合并或删去其余的）。
core-rubric-vague = 第 { $line } 行（`{ $id }`）：“{ $phrase }”无法用 PASS 或 FAIL 判定；请改写为读者能够核对的内容。
core-rubric-worded-alike = 第 { $line } 行（`{ $id }`）和第 { $otherLine } 行（`{ $otherId }`）措辞相似；请把它们合并，或让每条只检查一件事。

# review/run.rs

core-run-closed = 此评审已结束（{ $outcome }）；不再接受回复、合并或修订；请开始新的评审。
core-run-empty-name = 评审需要一个名称。
core-run-empty-artifact = 作品为空；请粘贴要评审的文本。
core-run-too-large = { core-limit-too-large }评审未创建，也没有保存任何内容。
core-run-rounds-not-a-number = 轮数上限“{ $typed }”不是整数；请使用 1 到 { $max }。
core-run-rounds-out-of-range = 轮数上限 { $rounds } 超出范围；请使用 1 到 { $max }。
core-run-awaiting-revision = 本轮要求修改（FIX）；请先修订作品，以开启下一轮。
core-record-too-large = { core-limit-too-large }回复未记录，也没有保存任何内容。
core-record-repeats-earlier-round = 此回复与评委 { $judge } 在第 { $round } 轮的回复相同：第 { $current } 轮评委读的是新的作品，因此需要新的回答；请在新的对话中把本轮的提示词发给评委，然后粘贴它的回答。
core-record-same-as-other-judge = 此回复与评委 { $judge } 在第 { $round } 轮的回复相同：独立的评委不会把同一个回答写两遍，所以很可能是粘贴到了错误的输入框；请粘贴这位评委本轮自己的回答。
core-merge-too-large = { core-limit-too-large }没有保存任何内容：请开始新的评审以继续。
core-merge-no-reply-from-a = 第 { $round } 轮没有评委 A 的回复；请在合并前记录评委 A 的回复。
core-revise-not-after-fix = 只有在合并结果为 FIX 之后才能修订作品（上次结果：{ $outcome_key ->
        [none] 无
       *[other] { $outcome }
    }）；请先记录并合并。
core-revise-too-large = { core-limit-too-large }新一轮未开启，也没有保存任何内容。
core-revise-empty-artifact = 修订后的作品为空；请粘贴要评审的文本。
core-revise-unchanged = 作品自第 { $round } 轮（该轮要求修改）以来没有变化；评委看到的将是同样的文本。
core-settle-not-disputed = 只有 DISPUTED 的一轮才能裁定（上次结果：{ $outcome_key ->
        [none] 无
       *[other] { $outcome }
    }）。
core-settle-not-a-disputed-criterion = 标准“{ $id }”在本轮没有争议；请裁定有争议的标准之一。
core-settle-already-settled = 标准“{ $id }”已经裁定。
core-settle-empty-note = 裁定需要一条说明理由的备注；请写一条。

# review/history.rs

core-history-not-json = 评审文件不是有效的 JSON：{ $detail }
core-history-not-a-run = 该文件是 JSON，但不是 jury 评审：{ $detail }
core-history-missing-schema = 评审文件没有 "schema" 字段；它不是 jury 评审（应为“{ $expected }”）。
core-history-newer-schema = 评审文件是“{ $found }”，比此 jury（“{ $expected }”）更新；请用更新版本的 jury 打开。
core-history-verdict-file = 此文件是一份判定（“{ $found }”），即已完成评审的摘要，而不是评审本身；请改为导入评审自己的文件，即“导出评审”保存的那个文件（文件名以 .jury.json 结尾）。
core-history-unknown-schema = 文件的 schema“{ $found }”不是 jury 评审（应为“{ $expected }”）。
core-history-bad-entry = 评审文件的第 { $entry } 项格式不正确：{ $detail }
core-history-init = 评审文件的第 { $entry } 项：评审必须以恰好一个 "init" 项开头，并且它必须是第一项。
core-history-refused = 评审文件的第 { $entry } 项无法重放：{ $detail }
core-history-too-large = 评审太大，无法打开。{ core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = 格式错误的块（位置 { $position }）：{ $detail }
core-critique-oversize-block = 块过大（位置 { $position }）：{ $detail }
core-critique-missing-artifact = 缺少作品：{ $detail }

# critique/config.rs

core-critique-config-out-of-range = 设置 { $field } 超出范围：{ $detail }
core-critique-env-out-of-range = 变量 { $variable } 的值无效：{ $detail }

# critique/transcript.rs

core-transcript-unreadable = 无法读取记录文件：{ $detail }
core-transcript-too-large = 无法读取记录文件。{ core-limit-too-large }没有读取或保存任何内容。

# limits.rs

core-limit-too-large = { $what_key ->
        [the-rubric] 评分标准
        [the-artifact] 作品
        [the-artifact-of-round-2] 第 2 轮的作品
        [the-artifact-of-round-3] 第 3 轮的作品
        [the-artifact-of-round-4] 第 4 轮的作品
        [the-artifact-of-round-5] 第 5 轮的作品
        [the-artifact-of-round-6] 第 6 轮的作品
        [the-artifact-of-round-7] 第 7 轮的作品
        [the-artifact-of-round-8] 第 8 轮的作品
        [the-artifact-of-round-9] 第 9 轮的作品
        [the-artifact-of-round-10] 第 10 轮的作品
        [judge-a-s-reply] 评委 A 的回复
        [judge-b-s-reply] 评委 B 的回复
        [the-run-s-history] 评审的历史记录
        [the-pasted-reply] 粘贴的回复
        [the-reply] 回复
        [the-quote] 引用
        [the-transcript] 记录文件
        [the-transcript--once-inflated] 解压后的记录文件
        [the-link] 链接
        [its-run--unpacked] 链接中解压后的评审
       *[other] { $what }
    }{ $unit_key ->
        [bytes] 大小为 { $found } 字节
        [characters] 有 { $found } 个字符
        [lines] 有 { $found } 行
        [replies] 有 { $found } 条回复
        [entries] 有 { $found } 项
       *[other] 有 { $found } { $unit }
    }，超过了 jury 的上限 { $limit }。

# share
core-share-too-big = 此评审太大，无法通过链接共享：链接将长达 { $length } 个字符，而超过 { $limit } 个字符的链接会被聊天应用和邮件截断（Slack 会在 40,000 个字符处截断消息）。请将评审导出为文件，改为发送该文件。
core-share-incomplete = 此共享链接不完整：它在应包含的评审之前就结束了。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-bad-version = 此共享链接已损坏：“{ $version }”不是共享链接的版本。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-newer-version = 此共享链接由更新版本的 jury 生成（链接版本 { $version }；当前版本最多能读取版本 { $reads }）。请用更新的 jury 打开，或让发送者发送评审文件。
core-share-unknown-kind = 此共享链接已损坏：它声称包含“{ $kind }”，但这既不是评审循环的评审，也不是评审团会话。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-not-base64 = 此共享链接已损坏：其数据的第 { $at } 个字符是{ $what ->
    [space] 空格
    [line-break] 换行符
    [tab] 制表符
    [invisible] 不可见字符 { $found }
   *[character] “{ $found }”
}，而共享链接中绝不会有这个字符（链接被改动过，或被加入了内容）。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-truncated = 此共享链接被截断了：结尾缺失（聊天应用和邮件有时会截断长链接）。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-altered = 此共享链接已损坏：其数据与校验和不符，说明有部分内容被改动过。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-too-large = 此共享链接包含的内容超出了 jury 可以打开的范围：{ $reason }。它没有被打开，因此不会拖慢或卡住此页面。
core-share-not-a-run = 此共享链接可以解压，但其中的内容不是{ $kind ->
    [panel] 设计评审团的评审团会话
   *[run] 评审循环的评审
}：{ $reason }。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-not-a-run-detail = 此共享链接可以解压，但其中的内容不是{ $kind ->
    [panel] 设计评审团的评审团会话
   *[run] 评审循环的评审
}：{ $detail }。请让发送者重新发送链接（完整复制），或发送评审文件。
core-share-not-text = 它不是文本

# review
core-family-same = 评委 A 和评委 B 看起来都是 { $family } 模型。当评委 B 是不同的模型时，规则 3 效果最好，这样两位评委就不会有相同的盲点。

# design
core-design-too-large = 这个设计太大，无法以渲染形式显示：它有{ $measures }。没有渲染任何内容，也没有存储任何内容；下方是它的完整源代码。
core-design-and = { $first }；以及{ $rest }
core-design-over-bytes = { $found } 字节的标记，比本应用能渲染的 { $limit } 字节多 { $over } 字节
core-design-over-nodes = { $found } 个元素和文本片段，比本应用能渲染的 { $limit } 个多 { $over } 个
core-design-over-depth = { $found } 层嵌套，比本应用能渲染的 { $limit } 层多 { $over } 层
core-design-over-css = { $found } 字节的样式表文本，比本应用能渲染的 { $limit } 字节多 { $over } 字节
core-design-over-copies = 由其 <use> 元素复制出的 { $found } 个元素和文本片段，比本应用能渲染的 { $limit } 个多 { $over } 个
core-design-endless-copies = 一个位于其所复制内容内部的 <use> 元素，因此它的复制永无止境
core-critique-paste-empty = 请先粘贴智能体的回复（或选择一个 Open Design 测试用例）
core-critique-paste-too-large = 粘贴的回复有 { $found } 字节，超过了 jury 的上限 { $limit } 字节；评审团没有运行，也没有存储任何内容。请只粘贴智能体的回复
core-critique-paste-prompt-only = 这是提示词，不是评审团的回复：请在聊天中把评审团指令发给你的 AI 模型，然后粘贴它的回答（从 <CRITIQUE_RUN 开始，或整段聊天）
