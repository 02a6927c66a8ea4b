# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = Júri de design
theater-list-separator = {", "}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = Notas
theater-must-fix-count = { $count } a corrigir

## The panelists' roles

theater-role-designer = Designer
theater-role-critic = Crítico
theater-role-brand = Marca
theater-role-a11y = Acessibilidade
theater-role-copy = Redação

## The page

theater-intro = Uma crítica de design feita por um painel de cinco membros, sem daemon: copie as instruções do painel para um chat, cole a resposta aqui e veja o painel dar notas rodada a rodada. Tudo fica neste navegador.
theater-on-stage = Em cena:
theater-start-link = Iniciar uma execução do painel

## What is on stage

theater-caption-nothing = nada
theater-demo-title = Demo: a fixture happy-3-rounds do Open Design
theater-caption-stored = Execução salva: { $title }
theater-caption-panel = Execução do painel: { $title }
theater-caption-transcript = Arquivo de transcrição: { $name }
theater-caption-shared = Execução do painel compartilhada: { $title }

## The stage

theater-interrupt = Interromper
theater-stage-empty = Ainda não há nada em cena: execute o painel, reproduza uma execução salva ou abra uma transcrição.
theater-warnings = Avisos
theater-warning-weak-debate = Debate fraco: uma rodada seguiu sem que o crítico e os especialistas discordassem.
theater-warning-unknown-role = Um bloco indicava um papel de painelista desconhecido e foi ignorado.
theater-warning-score-clamped = Uma nota estava fora da escala e foi ajustada aos seus limites.
theater-warning-composite-mismatch = A pontuação composta ou o número de itens a corrigir informado pelo agente difere da contagem do próprio aplicativo.
theater-warning-duplicate-ship = Um segundo SHIP, ou um SHIP para uma rodada que nunca foi encerrada, foi ignorado.
theater-warning-times = (×{ $count })

## The score ticker and the round timeline

theater-bar = R{ $round }: { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = Nenhuma rodada foi concluída ainda
theater-composite = Pontuação composta
theater-threshold-value = Limite { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = Consenso
theater-round-of = Rodada { $round } de { $limit }
theater-claimed = o agente informou { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = Agente: entregar.
theater-decision-continue = Agente: continuar.

## The lanes

theater-speaking = falando…
theater-cell-round = R{ $round }
theater-cell-draft = rascunho
theater-cell-notes = notas
theater-cell-revised = revisado
theater-cell-dimension = { $name }: { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = Notas do designer
theater-turn-summary = { $notes ->
    [one] { $notes } nota
   *[other] { $notes } notas
}, { $must_fix } a corrigir
theater-must-fix-head = A corrigir

## How a run ended

theater-badge-shipped = Entregue
theater-badge-below-threshold = Abaixo do limite
theater-badge-timed-out = Tempo esgotado
theater-badge-interrupted = Interrompido
theater-status-degraded = Degradado
theater-status-failed = Falhou
theater-status-legacy = Formato antigo
theater-status-running = Em andamento
theater-shipped-summary = Entregue na rodada { $round } · pontuação composta { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = Interrompido na rodada { $round } · melhor pontuação composta { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = Interrompido antes de qualquer rodada terminar: nada foi avaliado ainda.
theater-failed-heading = A execução falhou
theater-failed-cli-exit = A CLI do agente terminou com código diferente de zero antes que o painel pudesse concluir.
theater-failed-per-round-timeout = Uma rodada excedeu seu orçamento de tempo.
theater-failed-total-timeout = A execução completa excedeu seu orçamento de tempo total.
theater-failed-orchestrator = Erro interno do orquestrador.
theater-failed-orchestrator-here = Aqui isso significa que a resposta terminou sem um SHIP aceitável e sem uma rodada concluída para usar no lugar, ou que a política de contingência é “Fazer a execução falhar”.
theater-degraded-heading = Painel offline nesta execução
theater-degraded-malformed = Saída do painel malformada (o analisador rejeitou o bloco).
theater-degraded-oversize = A saída do painel excedeu o orçamento seguro de bytes.
theater-degraded-adapter = O adaptador { $adapter } não suporta o protocolo Critique.
theater-degraded-protocol = O adaptador { $adapter } enviou uma versão de protocolo não suportada.
theater-degraded-missing-artifact = A execução terminou sem um artefato final.

## The designs

theater-design-kind = ({ $kind })
theater-kind-html = HTML, sem tipo informado
theater-kind-svg = SVG, sem tipo informado
theater-kind-none = sem tipo informado
theater-source-only = Não é HTML nem SVG, então só o código-fonte é mostrado.
theater-source = Código-fonte
theater-shipped-artifact = Artefato entregue
theater-shipped-artifact-label = O artefato entregue
theater-round-numbered = rodada { $round }
theater-round-unnumbered = uma rodada sem número
theater-draft-option-draft = Rascunho do designer, { $round }
theater-draft-option-notes = Notas do designer, { $round }
theater-draft-label = O rascunho do designer: { $round }
theater-drafts = Rascunhos do designer
theater-drafts-show = Mostrar
theater-drafts-which = Qual vez do designer mostrar
theater-draft-none = Nesta vez não há rascunho, só notas.

## Replay

theater-speed-paused = Pausado
theater-speed-instant = Instantâneo
theater-speed-live = Ao vivo ({ $ms } ms por evento)
theater-speed-fast = Rápido ({ $ms } ms por evento)
theater-speed-slow = Lento ({ $ms } ms por evento)
theater-replay = Reproduzir
theater-replay-speed = Velocidade de reprodução
theater-replay-again = Reproduzir desde o início
theater-previous-round = Rodada anterior
theater-next-event = Próximo evento
theater-next-round = Próxima rodada
theater-download-transcript = Baixar a transcrição
theater-download-failed = Não foi possível baixar a transcrição: { $why }
theater-event-of = Evento { $at } de { $of }
theater-keys = Teclas (não enquanto você digita em um campo):
theater-key-interrupt = interromper
theater-key-next-event = próximo evento
theater-key-next-round = próxima rodada
theater-key-previous-round = rodada anterior
theater-stored-runs = Execuções do painel salvas
theater-replay-demo = Reproduzir a execução de demonstração
theater-no-stored-runs = Nenhuma execução do painel salva ainda. Execute o painel para registrar uma.
theater-run-composite = pontuação composta { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = Reproduzir { $title }
theater-run-download = Baixar a transcrição de { $title }
theater-run-delete = Excluir { $title }
theater-download = Baixar
theater-delete = Excluir
theater-unreadable = { $count ->
    [one] { $count } entrada salva não pôde ser lida e fica como está: { $keys }
   *[other] { $count } entradas salvas não puderam ser lidas e ficam como estão: { $keys }
}

## Replaying a transcript file

theater-open-title = Reproduzir um arquivo de transcrição
theater-open-help = Um transcript.ndjson ou transcript.ndjson.gz, deste aplicativo ou de um daemon do Open Design. Somente leitura: ele é reproduzido, não salvo.
theater-open-button = Abrir uma transcrição…
theater-open-label = Abrir uma transcrição
theater-not-a-transcript = { $name } é uma resposta do painel (um fluxo <CRITIQUE_RUN>), não uma transcrição de eventos: cole o texto dele em “Cole a resposta completa do agente” em “Nova execução do painel” e clique em “Executar o painel”. O que está em cena não mudou.
theater-cannot-replay = Não foi possível reproduzir { $name }: { $why }. O que está em cena não mudou.
theater-no-events = { $name } não contém nenhum evento do Júri de design para reproduzir.
theater-skipped = { $name }: { $count ->
    [one] { $count } evento é reproduzido
   *[other] { $count } eventos são reproduzidos
}. Não reproduzido: { $parts }.
theater-skipped-separator = {"; "}
theater-skipped-records = { $count ->
    [one] { $count } linha
   *[other] { $count } linhas
} de registros do próprio Open Design, não de eventos do painel ({ $records }: as verificações de nota do daemon, o design entregue, o marcador de fim ou um erro do analisador, guardados ao lado dos eventos pelo analisador dele), como a reprodução do Open Design também faz
theater-skipped-record = { $count } { $kind }
theater-skipped-unknown = { $count ->
    [one] { $count } linha
   *[other] { $count } linhas
} do tipo “{ $kind }”, que não é um evento do painel deste protocolo (o registro de outra ferramenta, ou um Open Design mais novo)
theater-skipped-invalid = { $count ->
    [one] { $count } linha
   *[other] { $count } linhas
} de eventos “{ $event }” cujo “{ $field }” não é { $rule } (editadas ou danificadas)
theater-skipped-not-json = { $count ->
    [one] { $count } linha que não é JSON (cortada ou editada)
   *[other] { $count } linhas que não são JSON (cortadas ou editadas)
}
theater-skipped-no-type = { $count ->
    [one] { $count } linha
   *[other] { $count } linhas
} de JSON sem “type” (nenhum evento)

## A panel run: the form

theater-new-run = Nova execução do painel
theater-run-panel = Executar o painel
theater-save-again = Salvar de novo
theater-brief = Briefing: o que deve ser projetado?
theater-brand = Fonte da marca: tom de voz, cores, tipografia (opcional)
theater-copy-step = Copie as instruções do painel para um chat com o seu modelo de IA.
theater-copy-instructions = Copiar as instruções do painel
theater-show-instructions = Mostrar as instruções do painel
theater-instructions = Instruções do painel
theater-paste-reply = Cole a resposta completa do agente
theater-try-fixture = …ou experimente um fluxo de teste do Open Design
theater-no-fixture = (nenhum)
theater-pasted-reply = Resposta colada
theater-fixture-happy = Caminho feliz: três rodadas, entregue
theater-fixture-spec-example = Exemplo da especificação: duas rodadas, entregue
theater-fixture-duplicate-ship = SHIP duplicado: vale o primeiro
theater-fixture-malformed = Malformado: um bloco de painelista nunca fechado
theater-fixture-missing-artifact = Artefato ausente: rodada 1 sem o rascunho do designer

## A panel run: what happened to it

theater-refused = { $why }.
theater-stored = Execução do painel salva neste navegador: { $title }.
theater-too-big-for-tab = Esta resposta é grande demais para o armazenamento da aba: recarregar a página antes de a execução terminar faria você perdê-la.
theater-no-envelope = A resposta não contém nenhum envelope <CRITIQUE_RUN …>, então o painel não tinha nada para ler. Cole a resposta completa do agente, começando em <CRITIQUE_RUN.
theater-recovered = A página foi recarregada enquanto a execução do painel “{ $title }” era reproduzida: ela foi guardada como interrompida no evento { $event }, em “Execuções do painel salvas”, e a resposta dela voltou para a caixa de resposta.
theater-storage-full = O armazenamento do navegador para esta página está cheio, então esta execução do painel não foi salva. O teatro e a resposta que você colou continuam na tela: baixe a transcrição para guardá-la, ou exclua execuções salvas e clique em “Salvar de novo”.
theater-storage-refused = O navegador se recusou a salvar esta execução do painel ({ $why }). O teatro e a resposta que você colou continuam na tela: baixe a transcrição para guardá-la.
theater-parser-stopped = O analisador parou: { $detail }
theater-parser-stopped-at = O analisador parou na linha { $line }, coluna { $column } da resposta colada: { $detail }
theater-cut-off-before-first = A resposta para antes da primeira rodada
theater-cut-off-during = A resposta para na rodada { $round }, durante a vez de { $role }
theater-cut-off-after = A resposta para depois do fim da rodada { $round }, antes da próxima rodada ou do SHIP
theater-cut-off-in = A resposta para na rodada { $round }, antes de a rodada terminar
theater-cut-off = { $place }: a resposta do modelo parece cortada (chats costumam interromper respostas longas). Peça ao modelo para “continuar exatamente de onde parou”, cole a continuação depois do fim da resposta acima e execute o painel de novo.

## Settings

theater-settings = Configurações das novas execuções do painel
theater-threshold = Limite
theater-score-scale = Escala de notas
theater-round-limit = Limite de rodadas
theater-whole-hint = Um número inteiro de { $from } a { $to }.
theater-threshold-hint = Um número de { $from } a { $to }, no máximo a escala.
theater-setting-invalid = { $field }: { $why }.
theater-rule-no-role = precisa de pelo menos um papel
theater-rule-integer = deve ser um número inteiro de { $min } a { $max }
theater-rule-number = deve ser um número de { $min } a { $max }
theater-rule-over-scale = não pode passar da escala de notas
theater-rule-weight = cada peso deve estar entre 0 e 1
theater-rule-at-least = deve ser pelo menos { $min }
theater-settings-storage-full = O armazenamento do navegador está cheio; as configurações não foram salvas.
theater-settings-not-saved = As configurações não foram salvas ({ $why }).
theater-settings-saved = Configurações salvas; elas valem para as novas execuções do painel e suas instruções.
theater-save-settings = Salvar configurações
theater-policy = Quando a resposta não tem um SHIP aceitável
theater-policy-ship-best = Entregar a melhor rodada (abaixo do limite)
theater-policy-ship-last = Entregar a última rodada (abaixo do limite)
theater-policy-fail = Fazer a execução falhar
theater-weights = Pesos (fixos na v1)
theater-panelist = Painelista
theater-weight = Peso

## A panel run from a share link

theater-shared-title = Júri de design: { $title }
theater-kept-copy = Uma cópia foi guardada neste navegador: ela aparece em “Execuções do painel salvas” na página do Júri de design.
theater-keep-copy = Guardar uma cópia neste navegador
theater-go-to-jury = Ir para o Júri de design

## What a transcript's field must be

theater-field-run-id = uma string não vazia
theater-field-text = uma string
theater-field-ordinal = um número inteiro de 1 ou mais
theater-field-count = um número inteiro de 0 ou mais
theater-field-score = um número finito de 0 ou mais
theater-field-threshold = um número finito de 0 até a escala do evento
theater-field-role = um papel de painelista
theater-field-cast = uma lista não vazia de papéis de painelistas
theater-field-decision = uma decisão de rodada
theater-field-status = um status de entrega
theater-field-reason = um motivo de modo degradado
theater-field-cause = uma causa de falha
theater-field-kind = um tipo de aviso do analisador
theater-field-artifact-ref = um objeto {"{"}projectId, artifactId{"}"} com as duas strings não vazias
