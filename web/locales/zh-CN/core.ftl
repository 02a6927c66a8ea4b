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
