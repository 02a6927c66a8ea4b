# design
core-design-too-large = Este design é grande demais para ser mostrado renderizado: ele tem { $measures }. Nada foi renderizado e nada foi salvo; o código-fonte completo está abaixo.
core-design-and = { $first }; e { $rest }
core-design-over-bytes = { $found } bytes de marcação, { $over } a mais que os { $limit } que o aplicativo renderiza
core-design-over-nodes = { $found } elementos e trechos de texto, { $over } a mais que os { $limit } que o aplicativo renderiza
core-design-over-depth = { $found } níveis de aninhamento, { $over } a mais que os { $limit } que o aplicativo renderiza
core-design-over-css = { $found } bytes de texto de folhas de estilos, { $over } a mais que os { $limit } que o aplicativo renderiza
core-design-over-copies = { $found } elementos e trechos de texto copiados pelos elementos <use> dele, { $over } a mais que os { $limit } que o aplicativo renderiza
core-design-endless-copies = um elemento <use> dentro do que ele copia, então as cópias nunca terminam
core-critique-paste-empty = cole primeiro a resposta do agente (ou escolha uma fixture do Open Design)
core-critique-paste-too-large = a resposta colada tem { $found } bytes, acima do limite do jury de { $limit } bytes; o painel não foi executado e nada foi salvo. Cole só a resposta do agente
core-critique-paste-prompt-only = isto é o prompt, não a resposta do painel: envie as instruções do painel ao seu modelo de IA em um chat e depois cole o que ele responder (a partir de <CRITIQUE_RUN, ou o chat inteiro)
