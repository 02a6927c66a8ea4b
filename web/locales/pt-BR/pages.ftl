# As páginas: a lista de revisões, o formulário de nova revisão, "Como funciona", uma revisão
# compartilhada, os controles comuns e as mensagens de armazenamento do aplicativo.

## Palavras comuns

pages-new-run = Nova revisão
pages-how-it-works = Como funciona
pages-back-to-runs = Voltar às suas revisões
pages-round-of = Rodada { $round } de { $limit }
pages-cancel = Cancelar

## A lista de revisões

pages-list-title = Suas revisões
pages-import-run-file = Importar um arquivo de revisão…
pages-list-intro = Uma revisão avalia um texto com uma rubrica, uma rodada por vez: você copia um prompt para um chat novo com o ChatGPT, o Claude ou outro modelo, cola aqui a resposta do juiz, e as regras decidem o que acontece em seguida. Tudo fica neste navegador.
pages-import-not-a-run-file = { $name } não é um arquivo de revisão que este aplicativo consiga importar: { $reason }. Nada foi alterado.
pages-list-empty = Nenhuma revisão ainda. Comece uma com “Nova revisão”.
pages-list-runs = Revisões
pages-list-last-change = Última alteração: { $time }
pages-problems-intro = Algumas entradas salvas não puderam ser carregadas. Elas foram ignoradas e deixadas como estão; suas outras revisões estão bem.
pages-problem-download = Baixar
pages-problem-download-label = Baixar ({ $key })
pages-problem-delete = Excluir
pages-problem-delete-label = Excluir ({ $key })

## Como funciona

pages-how-intro = Uma revisão verifica um texto (o artefato) com uma rubrica de { $min } a { $max } critérios de aprovado/reprovado que você escreve antes de ler o rascunho. Dois juízes de IA o leem, cada um em um chat novo; o aplicativo nunca fala com um modelo por conta própria. Ele só verifica o que você cola e aplica três regras, para que uma revisão termine em vez de andar em círculos.
pages-how-round-title = Uma rodada
pages-how-round-copy = Copie o prompt do juiz (a rubrica e o artefato) para um chat novo e envie.
pages-how-round-paste = Cole aqui a resposta completa do juiz. O aplicativo a verifica na hora: cada critério tem PASS ou FAIL, e cada FAIL cita o trecho ao qual objeta.
pages-how-round-record = Registre-a. O aplicativo procura cada citação no artefato e diz se ela foi encontrada.
pages-how-round-merge = Mescle a rodada. As regras abaixo decidem o que vem a seguir: corrigir e revisar, consultar o juiz B, decidir você mesmo uma divergência ou parar.
pages-how-rules-title = As três regras
pages-how-why = Por quê:
pages-how-rule1-name = Anticatraca.
pages-how-rule1 = A partir da rodada 2, um critério aprovado na rodada anterior só pode ser reprovado de novo com uma citação encontrada no texto. Uma objeção sem citação é guardada como nota opcional e o critério continua PASS.
pages-how-rule1-why = caso contrário, um juiz pode subir a régua a cada rodada, e o ciclo nunca termina.
pages-how-rule2-name = O limite do revisor.
pages-how-rule2 = Só bloqueia uma falha de correção ou um critério não atendido. Estilo, gosto e “poderia ser melhor” vão para as notas opcionais: são mostrados a você, mas nunca fazem parte do resultado.
pages-how-rule2-why = uma revisão que trava em questões de gosto não tem linha de chegada.
pages-how-rule3-name = Dois juízes independentes, nenhum terceiro.
pages-how-rule3 = O juiz B recebe o mesmo prompt assim que o juiz A aprova todos os critérios, de preferência outro modelo, e nunca vê a resposta de A. Qualquer FAIL significa mais uma rodada; quando B reprova um critério que A aprovou, sem uma citação que possa ser encontrada, o critério fica DISPUTED e você decide.
pages-how-rule3-why = os pontos cegos de um modelo são percebidos por outro, e um empate é resolvido por uma pessoa que consegue ler o texto, não por uma terceira opinião.
pages-how-outcomes-title = O que uma mesclagem pode dizer
pages-how-outcome-pass = Os dois juízes aprovaram todos os critérios. A revisão terminou; o veredito pode ser baixado.
pages-how-outcome-fix = Algum critério foi reprovado. Faça as correções listadas e revise o artefato: a próxima rodada começa.
pages-how-outcome-need-b = O juiz A aprovou todos os critérios. Consulte o juiz B; a rodada continua aberta.
pages-how-outcome-disputed = Os juízes discordam e a citação da reprovação não foi encontrada. Você decide cada critério em disputa, com uma nota.
pages-how-outcome-round-limit = Ainda há critérios reprovados na última rodada que a revisão permite. A revisão para; o que resta cabe a você decidir.
pages-how-refused = Uma resposta, rubrica ou ação que as regras não aceitam é recusada com o motivo, e a revisão fica exatamente como estava.
pages-how-start = Começar uma nova revisão

## O formulário de nova revisão

pages-new-replace-rubric = Substituir a rubrica que você escreveu por este exemplo?
pages-new-name = Nome da revisão
pages-new-name-placeholder = ex.: Notas da versão 0.4
pages-new-start = Começar a revisão
pages-new-rubric = Rubrica: de { $min } a { $max } critérios de aprovado/reprovado
pages-new-examples = Começar de um exemplo:
pages-new-example = { $kind ->
    [code] exemplo de código
    [design] exemplo de design
   *[text] exemplo de texto
}
pages-new-rubric-placeholder =
    # Título
    - id: o que o leitor recebe
    - id2: …
pages-new-artifact = Artefato: o texto a revisar
pages-new-open-file = Abrir um arquivo…
pages-new-or-paste = ou cole abaixo. HTML e código são mostrados como texto, nunca executados.
pages-new-artifact-unkept = Este texto é grande demais para o armazenamento de sessão desta aba, então recarregar a página o perderia: guarde o arquivo (ou uma cópia) até a revisão começar.
pages-new-artifact-name = Nome do artefato
pages-new-artifact-name-placeholder = artefato
pages-new-rounds = Limite de rodadas
pages-new-rounds-help = A revisão para nesta rodada se ainda houver critérios reprovados.
pages-new-language = Idioma dos prompts
pages-new-language-help = Os juízes recebem os prompts neste idioma e escrevem nele seus motivos. O formato da resposta continua o mesmo.
pages-new-anti-ratchet = A anticatraca (regra 1) está ativada
pages-new-anti-ratchet-help = A partir da rodada 2, um juiz só pode reprovar um critério já aprovado citando o texto. Desative-a apenas para o experimento de convergência; o veredito vai registrar isso.
pages-new-anti-ratchet-off = A anticatraca está desativada: a régua pode subir de uma rodada para outra.
pages-new-models = Qual modelo faz cada papel (opcional)
pages-new-model-author = Modelo autor
pages-new-model-a = Modelo do juiz A
pages-new-model-b = Modelo do juiz B
pages-new-model-placeholder = ex.: GPT-5, Claude Sonnet, Gemini
pages-new-problems = { $count ->
    [one] A revisão ainda não pode começar: corrija isto primeiro.
   *[other] A revisão ainda não pode começar: corrija estas { $count } coisas primeiro.
}
pages-new-rubric-help = Escreva um critério por linha, no formato “- id: o que o leitor recebe”.
pages-new-rubric-ok = { $count ->
    [one] ✓ { $count } critério: { $ids }
   *[other] ✓ { $count } critérios: { $ids }
}
pages-new-hints = Dicas (conselhos, não erros):

## Uma revisão aberta a partir de um link compartilhado

pages-shared-cannot-open = Este link compartilhado não pode ser aberto
pages-shared-nothing-stored = Nada foi salvo neste navegador.
pages-shared-go-to-runs = Ir para suas revisões
pages-shared-keep = Guardar uma cópia neste navegador
pages-shared-export = Exportar revisão
pages-shared-artifact-round = (rodada { $round })
pages-shared-round = Rodada
pages-shared-show-round = Mostrar o artefato da rodada
pages-shared-source = O código-fonte, mostrado como texto simples: nada nele é executado.
pages-shared-verdict = Veredito
pages-shared-settled = decidido:
pages-shared-round-n = Rodada { $round }
pages-shared-judge = Juiz { $judge }
pages-shared-merge = Mesclagem

## Controles comuns: copiar, abrir um arquivo, uma revisão com o nome de outra já salva

pages-copied = ✓ Copiado para a área de transferência
pages-copy-failed = Não foi possível copiar ({ $why }): selecione o texto abaixo e pressione Ctrl+C (⌘C no Mac).
pages-could-not-read = Não foi possível ler { $name }: { $why }
pages-same-name-question = Já existe uma revisão chamada “{ $name }” salva neste navegador. Substituí-la por esta ou manter as duas?
pages-same-name-replace = Substituir a revisão salva
pages-same-name-keep-both = Manter as duas (adicionar esta como cópia)

## Links compartilhados

pages-share-copy = Copiar um link de compartilhamento
pages-share-says = O link contém a revisão inteira, incluindo o artefato e as respostas dos juízes: qualquer pessoa a quem você o enviar pode ler tudo. Tudo fica na parte depois do “#”, que os navegadores nunca enviam a um servidor.
pages-share-copied = ✓ Link de compartilhamento copiado ({ $length } caracteres)
pages-share-copy-failed = Não foi possível copiar ({ $why }): selecione o link abaixo e pressione Ctrl+C (⌘C no Mac).
pages-share-link = Link de compartilhamento
pages-share-long = Um link longo: navegadores, Slack e e-mail aceitam, mas apps de chat com mensagens curtas (o Discord aceita { $limit } caracteres) o cortam. Se ele chegar quebrado, envie o arquivo.
pages-shared-banner = { $what ->
    [panel] Uma sessão de painel compartilhada, somente leitura: veio dentro do link que você abriu e não está salva neste navegador. Guarde uma cópia para encontrá-la depois nas suas revisões.
   *[run] Uma revisão compartilhada, somente leitura: veio dentro do link que você abriu e não está salva neste navegador. Guarde uma cópia para encontrá-la depois nas suas revisões.
}

## Salvar revisões neste navegador

pages-run-missing = Esta revisão não existe mais (foi excluída, talvez em outra aba).
pages-save-too-big = Esta revisão é grande demais para o armazenamento deste navegador: ela ocupa { $needed }, e o armazenamento comporta cerca de { $capacity } para esta página, mesmo vazio. Nada foi salvo e nada do que estava salvo foi alterado; seu texto continua na tela. Exporte a revisão para um arquivo para guardá-la, ou comece-a com um artefato menor.
pages-save-no-room = Esta revisão não cabe no que resta do armazenamento deste navegador: ela ocupa { $needed }, mas restam só cerca de { $left } dos { $capacity } que esta página pode guardar (suas outras revisões e dados ocupam o resto). Nada foi salvo e nada do que estava salvo foi alterado; seu texto continua na tela. Exporte a revisão para um arquivo para guardá-la; para liberar espaço, exporte as revisões de que não precisa mais e exclua-as, ou use um artefato menor.
pages-save-full = O armazenamento do navegador para esta página está cheio, então esta alteração não foi salva. Tudo o que foi salvo antes está intacto e sua edição continua na tela. Exporte a revisão para um arquivo para guardá-la, ou exclua revisões de que não precisa mais e tente de novo.
pages-save-conflict = Esta revisão foi alterada em outra aba depois que esta aba a carregou, então esta alteração não foi salva (ela teria sobrescrito a mais recente). A revisão agora mostra o estado mais recente. Se o campo em que você digitava sumiu com isso, exporte esta revisão com a sua alteração para guardar o que digitou.
pages-save-other = O navegador se recusou a salvar esta alteração ({ $why }). Nada do que estava salvo foi alterado; exporte a revisão para um arquivo para guardá-la.
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } milhões de caracteres
pages-amount-thousands = { $thousands } mil caracteres
pages-amount-characters = { $count ->
    [one] { $count } caractere
   *[other] { $count } caracteres
}

## Entradas salvas que não puderam ser carregadas (depois da chave da entrada e de dois-pontos)

pages-problem-index-version = versão de índice desconhecida “{ $schema }”; as revisões foram encontradas percorrendo o armazenamento
pages-problem-index-unreadable = o índice de revisões está ilegível ({ $why }); as revisões foram encontradas percorrendo o armazenamento
pages-problem-other-id = ela diz ser a revisão “{ $inside }”, não “{ $id }” como diz sua chave (copiada ou editada à mão?)
pages-problem-bad-field = uma entrada { $schema } com um campo inválido ({ $why })
pages-problem-newer = escrita por uma versão mais nova do jury ({ $schema }); abra-a lá, ou exporte-a de lá
pages-problem-not-a-run = não é uma revisão do jury (esquema “{ $schema }”)
pages-problem-no-schema = não é uma revisão do jury (sem campo schema)
pages-problem-not-json = não é um JSON válido ({ $why })
pages-problem-history-unreadable = o histórico não pode ser lido: { $reason }
pages-problem-history-replay = o histórico não pode ser reproduzido: { $reason }
