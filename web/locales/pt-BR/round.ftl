# Uma rodada de uma revisão: o prompt, as caixas de resposta, os relatórios dos juízes, a mescla,
# a versão revisada, a decisão, o veredito, a linha do tempo e os passos da demonstração. PASS,
# FAIL e os códigos de resultado (FIX, NEED_B, DISPUTED, ROUND_LIMIT) ficam como estão.

round-list-separator = {", "}
round-open = ABERTA

## O prompt
round-advice-a = Abra um chat novo (um novo a cada rodada, para que o juiz não tenha visto nada antes), cole o prompt, envie e depois copie a resposta inteira do juiz na caixa abaixo.
round-advice-b = Abra outro chat novo, de preferência com um modelo diferente do juiz A (por exemplo, A no ChatGPT e B no Claude), cole o mesmo prompt e copie a resposta inteira na caixa abaixo. Não mostre a ele a resposta do juiz A.
round-copy-prompt = Copiar o prompt para o juiz { $judge }
round-prompt-criteria = O prompt pede ao juiz PASS ou FAIL em cada critério:
round-show-prompt = Mostrar o prompt
round-prompt-for = Prompt para o juiz { $judge }

## A caixa de resposta
round-error-place = Linha { $line }, coluna { $column }
round-error-criterion = Critério “{ $criterion }”
round-nothing-recorded-fix = Nada foi registrado. Corrija a resposta (ou pergunte ao juiz de novo) e cole-a aqui.
round-nothing-recorded = Nada foi registrado.
round-reply-label = Resposta do juiz { $judge }
round-reply-placeholder = Cole aqui a resposta inteira do juiz (o objeto JSON, com ou sem o texto em volta).
round-reply-help = Verificada assim que você cola. Ctrl+Enter (⌘+Enter) registra.
round-reply-valid = ✓ Uma resposta válida: { $fails } de { $total } critérios com FAIL. Registre-a para verificar as citações.
round-record-and-merge = Registrar e mesclar a rodada
round-record = Registrar a resposta do juiz { $judge }

## Avisos sobre uma resposta
round-warn-mismatch = O veredito do próprio juiz, “{ $summary }”, não bate com os critérios dele ({ $criteria }). O resultado é calculado a partir dos critérios, não desse veredito.
round-every-passed = todos os critérios aprovados
round-failed-list = reprovados: { $list }
round-warn-mangled = A resposta contém { $sequences }, que o artefato não contém: o texto provavelmente se corrompeu no caminho (uma confusão de codificação, como ao passar por um pipe do Windows PowerShell). Cole-o de novo a partir da fonte.
round-warn-case = Vereditos não escritos em maiúsculas foram lidos como PASS ou FAIL: { $list }. O formato da resposta pede “PASS” ou “FAIL” em maiúsculas.
round-warn-case-item = { $id } “{ $written }” como { $read }

## O relatório de um juiz
round-found-at = ✓ Citação encontrada no artefato na linha { $line }, coluna { $column }
round-found = ✓ Citação encontrada no artefato
round-found-normalized-at = ✓ Citação encontrada na linha { $line }, coluna { $column } após uniformizar espaços, aspas, travessões e marcação
round-found-normalized = ✓ Citação encontrada após uniformizar espaços, aspas, travessões e marcação
round-not-found = ✗ Citação não encontrada no artefato
round-too-short = ✗ Citação curta demais para ser evidência (menos de { $min } caracteres)
round-no-quote = ✗ Nenhuma citação dada
round-rule-1-counts = o juiz escreveu { $written }, a regra 1 conta como { $counted }
round-show-in-artifact = Mostrar no artefato
round-closest-passage = Trecho mais próximo (apenas uma pista):
round-judge-reply-round = Resposta do juiz { $judge }, rodada { $round }
round-criterion = Critério
round-result = Resultado
round-reason-quote-fix = Motivo, citação e correção
round-fix = Correção:
round-quote-proves = Uma citação encontrada prova que o texto está no artefato, não que o critério realmente falha: leia o motivo e julgue você mesmo.
round-blocked-title = Bloqueado pela regra 1 (anticatraca)
round-blocked-body = — movido para as notas opcionais; o FAIL desse juiz não conta:
round-blocked-by-judge = { $id } (juiz { $judge })
round-optional-notes = Notas opcionais ({ $count }) — nunca bloqueiam

## O que vem a seguir
round-next-record-a = A seguir: pergunte ao juiz A. Copie o prompt num chat novo e depois cole a resposta do juiz abaixo.
round-next-record-b = A seguir: pergunte ao juiz B, de preferência outro modelo, com o mesmo prompt num chat novo, e cole a resposta dele.
round-next-merge = A seguir: mescle a rodada para aplicar as regras às respostas que você registrou.
round-next-revise = A seguir: faça as correções e depois revise o artefato (abaixo das correções) para começar a próxima rodada.
round-next-settle = A seguir: os juízes discordam; decida abaixo cada critério em disputa.
round-next-done = Esta revisão terminou. Baixe o veredito ou exporte a revisão.

## A mescla
round-explain-pass = Os dois juízes aprovaram todos os critérios. A revisão terminou: o veredito acima está pronto para baixar.
round-explain-fix = Alguns critérios foram reprovados. Faça no seu texto as correções listadas abaixo e depois revise o artefato para começar a rodada { $next } de { $limit }.
round-explain-need-b = O juiz A aprovou todos os critérios. Agora pergunte ao juiz B — um chat novo, de preferência outro modelo — com o mesmo prompt, e registre a resposta dele.
round-explain-disputed = Os juízes discordam, e a citação do juiz que reprovou não foi encontrada no texto. A ferramenta não toma partido: leia os dois motivos e decida cada critério em disputa.
round-explain-round-limit = Ainda há critérios reprovados no limite de rodadas ({ $limit }). A revisão para aqui: leia as correções restantes e decida você mesmo o que fazer.
round-merged = Rodada { $round } mesclada:
round-merged-result = Resultado mesclado, rodada { $round }
round-judge-a = Juiz A
round-judge-b = Juiz B
round-fixes-to-make = Correções a fazer
round-fix-by-judge = (juiz { $judge }):
round-fixed-since = Corrigido desde a rodada { $round }: { $list }
round-settled-by-you = Decidido por você
round-record-a-again = Registrar o juiz A de novo (vale a resposta mais recente)
round-b-confirms = O juiz B confirma uma rodada quando o juiz A aprova todos os critérios.
round-record-b-anyway = Registrar o juiz B agora mesmo assim
round-not-asked = Não foi perguntado nesta rodada.
round-merge = Mesclar
round-merge-applies = Mesclar aplica { $rules } às respostas registradas até agora e diz o que vem a seguir.
round-the-three-rules = as três regras
round-merge-the-round = Mesclar a rodada
round-record-a-first = Registre primeiro a resposta do juiz A.

## A versão revisada
round-diff-counts = { $added ->
        [one] { $added } linha adicionada
       *[other] { $added } linhas adicionadas
    }, { $removed ->
        [one] { $removed } removida
       *[other] { $removed } removidas
    }
round-changes = Mudanças
round-revise-title = Revisar o artefato para a rodada { $round }
round-revise-help = Edite o texto abaixo (ou abra o arquivo corrigido) e comece a próxima rodada. Os juízes verão o texto novo e as objeções da rodada anterior.
round-open-revised = Abrir o arquivo revisado…
round-changes-since = Mudanças desde a rodada { $round }
round-start-round = Começar a rodada { $round }
round-revised-artifact = Artefato revisado
round-artifact-name = Nome do artefato
round-same-text = O texto é o mesmo da rodada { $round }. Você ainda pode começar a próxima rodada (um juiz pode ter se enganado), mas os juízes verão o mesmo texto.
round-unchanged-warning = O artefato não mudou desde a rodada { $round }, que pediu correções: os juízes verão o mesmo texto.

## A decisão
round-settle-title = Decidir os critérios em disputa
round-settle-help = O juiz A aprovou estes critérios e o juiz B os reprovou sem uma citação que a ferramenta conseguisse encontrar no texto. Leia os dois motivos, confira o texto você mesmo e decida. Sua nota fica guardada no histórico da revisão.
round-choose-first = Escolha primeiro PASS ou FAIL.
round-judge-a-pass = Juiz A (PASS)
round-judge-b-fail = Juiz B (FAIL)
round-b-quote = Citação de B (não encontrada no texto):
round-your-decision = Sua decisão sobre { $criterion }
round-why-kept = Por quê (fica guardado no histórico)
round-settle = Decidir { $criterion }

## O veredito
round-verdict = Veredito
round-verdict-blocked = Rodada { $round }, juiz { $judge }, { $criterion }: { $reason }
round-verdict-blocked-quote = Rodada { $round }, juiz { $judge }, { $criterion }: { $reason } (citação: “{ $quote }”)
round-verdict-not-counted = . A regra 1 não contou estas objeções: as citações delas não foram encontradas no artefato.
round-rounds = Rodadas
round-rounds-of = { $rounds } de { $limit }
round-artifact = Artefato
round-settled-note = — decidido por você: { $note }
round-download-json = Baixar verdict.json
round-download-markdown = Baixar o relatório em Markdown
round-download-html = Baixar o relatório em HTML
round-download-failed = O download falhou: { $why }
round-export-with-change = Exportar esta revisão com a mudança para um arquivo

## A linha do tempo
round-timeline = Linha do tempo
round-timeline-caption = Resultado de cada critério em cada rodada
round-round = Rodada { $round }

## A demonstração
round-demo-title = Isto é uma demonstração
round-demo-body = As respostas dos juízes dela foram gravadas antes. Em vez de perguntar a um modelo, execute cada passo do ciclo e leia o que as regras fazem com ele. Qualquer resposta que você mesmo colar tira a demonstração do roteiro.
round-demo-next = Próximo passo: { $step }
round-demo-reply-a = Colar a resposta do juiz A e registrá-la
round-demo-reply-b = Colar a resposta do juiz B e registrá-la
round-demo-merge = Mesclar a rodada
round-demo-revise = Revisar o artefato com as correções
round-demo-settle = Decidir o critério em disputa
