# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = Celular 390
design-preset-tablet = Tablet 768
design-preset-desktop = Desktop 1280
design-preset-fit = Ajustar
design-viewport = Largura da janela de visualização
design-width = { $width } px de largura
design-width-scaled = { $width } px de largura, mostrado a { $percent }%
design-frame-title = { $label }, renderizado (sem scripts, nada carregado)
design-failed = O design não pôde ser mostrado renderizado ({ $why }); o código-fonte completo está abaixo.
design-quote-shown = A citação está marcada no design renderizado.
design-quote-hidden = O texto citado só aparece no design renderizado onde está oculto (não é mostrado na tela), então não é marcado ali; ele é marcado no código-fonte.
design-quote-absent = A citação não é texto visível do design renderizado (está na marcação); ela é marcada no código-fonte.
design-quote-too-short = O que a citação mostra do design renderizado é curto demais para encontrá-la ali (menos de { $min } caracteres); ela é marcada no código-fonte.
design-on-request = Este design veio por um link compartilhado: ele só é renderizado quando você pede (de qualquer forma, ele não pode executar nem carregar nada).
design-show = Mostrar o design
design-show-rendered = Mostrar renderizado
design-hide-rendered = Ocultar o design renderizado
design-under-review = O artefato em revisão

## What is not loaded

design-caption = Renderizado como um navegador o mostra sozinho, com os próprios estilos. Nada nele é executado, carregado ou leva a algum lugar: scripts, requisições de rede, formulários e links estão desativados.
design-caption-not-loaded = Renderizado como um navegador o mostra sozinho, com os próprios estilos, exceto o que está listado abaixo como não carregado. Nada nele é executado, carregado ou leva a algum lugar: scripts, requisições de rede, formulários e links estão desativados.
design-not-loaded = Não carregado aqui
design-not-loaded-why = (aberto sozinho, o design buscaria ou executaria isto):
design-from = { $name } de { $from }
design-fonts = Fontes: mostradas na fonte de reserva.
design-fonts-from = Fontes de { $from }: mostradas na fonte de reserva.
design-font-file = { $name } (um arquivo de fonte): mostrada na fonte de reserva.
design-font = { $what }: mostrada na fonte de reserva.
design-stylesheet = Folha de estilos { $what }: não carregada, então faltam os estilos dela.
design-bootstrap = Folha de estilos do Bootstrap ({ $what }): não carregada, então a grade, a navegação e os componentes dele aparecem como HTML simples (este aplicativo não inclui o CSS do Bootstrap).
design-script = Script { $what }: não executado.
design-inline-script = Um script na página: não executado.
design-image = Imagem { $what }: não mostrada.
design-tailwind-generating = Tailwind da CDN dele: gerando aqui os estilos a partir das classes usadas…
design-tailwind-ready = Tailwind da CDN dele: gerado aqui a partir das classes usadas.
design-tailwind-failed = Tailwind da CDN dele: não foi possível gerar os estilos aqui ({ $why }), então o design aparece sem eles.

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = o quadro de pré-visualização não tem documento
design-why-no-frame-body = o quadro de pré-visualização não tem body
design-why-no-root = o design analisado não tem raiz
design-why-no-app-body = o aplicativo não tem body
design-why-no-parser-window = o quadro do analisador não tem janela
design-why-no-dom-parser = o quadro do analisador não tem DOMParser
design-why-no-window = sem janela
design-why-no-document = sem documento
design-why-not-a-function = { $name } não é uma função
design-why-no-getter = { $name } não tem getter
design-why-no-setter = { $name } não tem setter
design-why-no-dom-method = falta a este navegador um método do DOM de que o aplicativo precisa ({ $why })
design-why-http = { $path } respondeu HTTP { $status }
design-why-no-input-buffer = sem buffer de entrada
design-why-no-output = sem saída
design-why-no-css = a resposta do gerador não contém CSS

## The Tailwind generator's notes

design-tailwind-config-unreadable = Não foi possível ler o tailwind.config dele (linha { $line }, coluna { $column }: { $why }), então o tema dele não é aplicado; o tema padrão é usado.
design-tailwind-not-applied = A chave `{ $key }` do tailwind.config dele não é aplicada.
design-tailwind-styles = O <style type="text/tailwindcss"> dele é aplicado como CSS comum; as regras @apply e @layer, não.
