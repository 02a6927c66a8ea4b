# design
core-design-too-large = このデザインは大きすぎてレンダリング表示できません: { $measures }。何もレンダリングせず、何も保存していません。ソースは下にすべてあります。
core-design-and = { $first }。さらに { $rest }
core-design-over-bytes = マークアップが { $found } バイトあり、このアプリがレンダリングする { $limit } バイトを { $over } バイト超えています
core-design-over-nodes = 要素とテキスト片が { $found } 個あり、このアプリがレンダリングする { $limit } 個を { $over } 個超えています
core-design-over-depth = 入れ子が { $found } 階層あり、このアプリがレンダリングする { $limit } 階層を { $over } 階層超えています
core-design-over-css = スタイルシートのテキストが { $found } バイトあり、このアプリがレンダリングする { $limit } バイトを { $over } バイト超えています
core-design-over-copies = <use> 要素が複製する要素とテキスト片が { $found } 個あり、このアプリがレンダリングする { $limit } 個を { $over } 個超えています
core-design-endless-copies = 複製対象の内側に <use> 要素があるため、複製が終わりません
core-critique-paste-empty = まずエージェントの回答を貼り付けてください（または Open Design のフィクスチャを選んでください）
core-critique-paste-too-large = 貼り付けた回答は { $found } バイトで、jury の上限 { $limit } バイトを超えています。パネルは実行されず、何も保存されていません。エージェントの回答だけを貼り付けてください
core-critique-paste-prompt-only = これはプロンプトで、パネルの回答ではありません。パネルへの指示をチャットで AI モデルに送り、その答えを貼り付けてください（<CRITIQUE_RUN 以降、またはチャット全体）
