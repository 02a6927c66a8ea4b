# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = スマートフォン 390
design-preset-tablet = タブレット 768
design-preset-desktop = デスクトップ 1280
design-preset-fit = 合わせる
design-viewport = ビューポートの幅
design-width = 幅 { $width } px
design-width-scaled = 幅 { $width } px、{ $percent }% で表示
design-frame-title = { $label }（レンダリング済み、スクリプトなし、何も読み込みません）
design-failed = デザインをレンダリングして表示できませんでした（{ $why }）。ソースは下にすべてあります。
design-quote-shown = 引用はレンダリングされたデザイン内でマークされています。
design-quote-hidden = 引用されたテキストはレンダリングされたデザインの中で非表示の箇所（画面に表示されない箇所）にしかないため、そこではマークしていません。ソース内でマークしています。
design-quote-absent = 引用はレンダリングされたデザインの表示テキストではありません（マークアップ内にあります）。ソース内でマークしています。
design-quote-too-short = 引用のうちレンダリングされたデザインに表示される部分が短すぎて、そこで見つけられません（{ $min } 文字未満）。ソース内でマークしています。
design-on-request = このデザインは共有リンクで届いたものです。求めたときにだけレンダリングします（いずれにしても、何かを実行したり読み込んだりすることはできません）。
design-show = デザインを表示
design-show-rendered = レンダリングして表示
design-hide-rendered = レンダリングしたデザインを隠す
design-under-review = レビュー対象の成果物

## What is not loaded

design-caption = ブラウザーで単体で開いたときと同じように、デザイン自身のスタイルでレンダリングしています。中身は何も実行・読み込み・リンクしません。スクリプト、ネットワーク要求、フォーム、リンクは無効です。
design-caption-not-loaded = ブラウザーで単体で開いたときと同じように、デザイン自身のスタイルでレンダリングしています（下に読み込まないものとして挙げたものを除く）。中身は何も実行・読み込み・リンクしません。スクリプト、ネットワーク要求、フォーム、リンクは無効です。
design-not-loaded = ここでは読み込まないもの
design-not-loaded-why = （デザインを単体で開くと、これらを取得または実行します）:
design-from = { $from } の { $name }
design-fonts = フォント: 代替フォントで表示します。
design-fonts-from = { $from } のフォント: 代替フォントで表示します。
design-font-file = { $name }（フォントファイル）: 代替フォントで表示します。
design-font = { $what }: 代替フォントで表示します。
design-stylesheet = スタイルシート { $what }: 読み込まないため、そのスタイルはありません。
design-bootstrap = Bootstrap のスタイルシート（{ $what }）: 読み込まないため、グリッド、ナビゲーション、コンポーネントはただの HTML として表示されます（このアプリは Bootstrap の CSS を持っていません）。
design-script = スクリプト { $what }: 実行しません。
design-inline-script = ページ内のスクリプト: 実行しません。
design-image = 画像 { $what }: 表示しません。
design-tailwind-generating = CDN の Tailwind: 使われているクラスからここでスタイルを生成しています…
design-tailwind-ready = CDN の Tailwind: 使われているクラスからここで生成しました。
design-tailwind-failed = CDN の Tailwind: ここでスタイルを生成できなかったため（{ $why }）、デザインはスタイルなしで表示されます。

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = プレビューのフレームにドキュメントがありません
design-why-no-frame-body = プレビューのフレームに body がありません
design-why-no-root = 解析したデザインにルート要素がありません
design-why-no-app-body = アプリに body がありません
design-why-no-parser-window = 解析用フレームにウィンドウがありません
design-why-no-dom-parser = 解析用フレームに DOMParser がありません
design-why-no-window = ウィンドウがありません
design-why-no-document = ドキュメントがありません
design-why-not-a-function = { $name } は関数ではありません
design-why-no-getter = { $name } にゲッターがありません
design-why-no-setter = { $name } にセッターがありません
design-why-no-dom-method = このブラウザーには、アプリに必要な DOM メソッドがありません（{ $why }）
design-why-http = { $path } が HTTP { $status } を返しました
design-why-no-input-buffer = 入力バッファーがありません
design-why-no-output = 出力がありません
design-why-no-css = 生成器の結果に CSS がありません

## The Tailwind generator's notes

design-tailwind-config-unreadable = tailwind.config を読み取れませんでした（{ $line } 行目、{ $column } 列目: { $why }）。そのテーマは適用されず、既定のテーマを使います。
design-tailwind-not-applied = tailwind.config の `{ $key }` は適用されません。
design-tailwind-styles = <style type="text/tailwindcss"> は通常の CSS として適用されます。@apply と @layer のルールは適用されません。
