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
