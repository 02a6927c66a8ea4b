# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = linha { $line } (coluna { $column })
core-reply-no-json = A resposta não contém nenhum objeto JSON; cole a resposta inteira do juiz, incluindo o objeto {"{"}…{"}"}.
core-reply-tab-in-string = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: há uma tabulação dentro de uma string. Strings JSON não aceitam uma tabulação digitada; escreva \t ou um espaço no lugar, ou peça ao juiz um JSON válido.
core-reply-line-break-in-string = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: há uma quebra de linha dentro de uma string. Uma string JSON precisa ficar em uma só linha; junte as linhas (ou escreva \n), ou peça ao juiz um JSON válido.
core-reply-trailing-comma = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: há uma vírgula depois do último item de uma lista ou objeto. O JSON não permite vírgula ali; remova essa vírgula, ou peça ao juiz um JSON válido.
core-reply-typographic-quote = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: há uma aspa tipográfica. O JSON exige aspas retas ", que um chat ou editor pode ter substituído; copie a resposta com o botão de copiar do chat, ou peça ao juiz JSON puro.
core-reply-single-quote = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: há aspas simples. Strings e chaves JSON usam aspas duplas "; peça ao juiz um JSON válido.
core-reply-comment = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: há um comentário. O JSON não tem comentários; apague o comentário, ou peça ao juiz o JSON sem ele.
core-reply-syntax = O JSON da resposta está quebrado na linha { $line }, coluna { $column }: { $detail }. Peça ao juiz um JSON válido (nada é consertado).
core-reply-cut-off = A resposta termina antes de o JSON estar completo (na linha { $line }, coluna { $column }): copie a resposta inteira, ou peça ao juiz que a termine.
core-reply-prompt-only = Este é o prompt do juiz, não a resposta dele: envie-o ao juiz em um chat novo e depois cole o que o juiz respondeu.
core-reply-example-only = Esta é a resposta de exemplo do prompt, não a resposta do juiz: cole o que o juiz respondeu.
core-reply-two-replies = O texto colado tem { $count } respostas diferentes, que começam em { $starts }; mantenha só a que o juiz quis dar e registre de novo.
core-reply-not-an-object = A resposta é { $found_key ->
        [null] um null JSON
        [boolean] um booleano JSON
        [number] um número JSON
        [string] uma string JSON
        [array] um array JSON
       *[other] um valor JSON ({ $found })
    }, não um objeto; cole o objeto com "criteria".
core-reply-wrong-type = "{ $field }" precisa ser { $expected_key ->
        [an-array-of-objects] um array de objetos
        [an-array-of-strings] um array de strings
        [an-object] um objeto
        [a-string] uma string
        [pass--or--fail] "PASS" ou "FAIL"
       *[other] { $expected }
    }; corrija e registre de novo.
core-reply-missing-field = Falta "{ $field }"; a resposta precisa disso.
core-reply-unknown-criterion = { $suggestion_key ->
        [none] O critério "{ $id }" não está na rubrica; o juiz precisa usar exatamente os ids da rubrica.
       *[other] `{ $id }` não está na rubrica; você quis dizer `{ $suggestion }`? Corrija o id na resposta (o juiz precisa usar exatamente os ids da rubrica).
    }
core-reply-missing-criterion = Falta o critério "{ $id }"; o juiz precisa responder a todos os critérios da rubrica.
core-reply-duplicate-criterion = O critério "{ $id }" foi respondido duas vezes; mantenha uma resposta por critério.
core-reply-bad-verdict = Critério "{ $id }": o veredito "{ $value }" não é PASS nem FAIL.
core-reply-fail-without-reason = O critério "{ $id }" é FAIL sem motivo; um FAIL precisa dizer por quê.
core-reply-duplicate-key = "{ $key }" aparece duas vezes em { $object_key ->
        [none] a resposta
       *[other] "{ $object }"
    }, em { $places }: quem lê fica com a primeira, um leitor de JSON com a última, então nenhuma é aceita; mantenha só a que o juiz quis dar e registre de novo.
core-reply-verdict-mismatch = O veredito do próprio juiz, "{ $summary }", não bate com os critérios dele ({ $failed_count ->
        [0] todos os critérios passaram
       *[other] com FAIL: { $failed }
    }); o resultado é calculado a partir dos critérios.
core-reply-mangled = A resposta contém { $sequences }, que o artefato não contém: o texto provavelmente foi corrompido no caminho (uma confusão de codificação, como ao passar pelo Windows PowerShell); cole-o de novo a partir da fonte.
core-reply-verdict-case = Vereditos escritos com outras maiúsculas e minúsculas foram lidos como PASS ou FAIL (critérios: { $criteria }; escritos como: { $written }); o formato de resposta pede "PASS" ou "FAIL" em maiúsculas.

# review/rubric.rs

core-rubric-not-a-criterion = Linha { $line } da rubrica: "{ $text }" não é um critério; escreva-o como "- id: o que o leitor recebe" (uma linha de lista: "-", "*", "+", "1." ou "1)"; só a primeira linha pode ser um "# Título").
core-rubric-bad-id = Linha { $line } da rubrica: "{ $id }" não é um id válido; use letras minúsculas, dígitos, '-' e '_', começando por uma letra ou um dígito, com no máximo { $max } caracteres.
core-rubric-capital-id = Linha { $line } da rubrica: o id "{ $id }" tem maiúsculas; ids são em minúsculas: escreva "{ $lower }".
core-rubric-empty-criterion = Linha { $line } da rubrica: o critério "{ $id }" não diz nada; escreva depois dos dois-pontos o que o leitor recebe.
core-rubric-duplicate-id = Linha { $line } da rubrica: o id "{ $id }" já é usado na linha { $firstLine }; dê a cada critério um id próprio.
core-rubric-too-few = { $count ->
        [0] A rubrica ainda não tem nenhum critério ({ $count }); escreva pelo menos { $min }, um por linha, como "- id: o que o leitor recebe".
        [1] A rubrica tem { $count } critério; escreva pelo menos { $min }.
       *[other] A rubrica tem { $count } critérios; escreva pelo menos { $min }.
    }
core-rubric-too-many = Linha { $line } da rubrica: { $count } critérios são demais; mantenha no máximo { $max } (junte ou retire o resto).
core-rubric-vague = Linha { $line } (`{ $id }`): "{ $phrase }" não se julga com PASS ou FAIL; diga, em vez disso, o que um leitor pode verificar.
core-rubric-worded-alike = A linha { $line } (`{ $id }`) e a linha { $otherLine } (`{ $otherId }`) têm redação parecida; junte-as ou faça cada uma verificar uma só coisa.

# review/run.rs

core-run-closed = A revisão está encerrada ({ $outcome }); ela não aceita mais respostas, combinações nem novas versões; comece uma revisão nova.
core-run-empty-name = A revisão precisa de um nome.
core-run-empty-artifact = O artefato está vazio; cole o texto a revisar.
core-run-too-large = { core-limit-too-large } A revisão não foi criada e nada foi guardado.
core-run-rounds-not-a-number = O limite de rodadas “{ $typed }” não é um número inteiro; use de 1 a { $max }.
core-run-rounds-out-of-range = Um limite de { $rounds } rodadas está fora do intervalo; use de 1 a { $max }.
core-run-awaiting-revision = A rodada pediu correções (FIX); revise o artefato primeiro para abrir a próxima rodada.
core-record-too-large = { core-limit-too-large } A resposta não foi registrada e nada foi guardado.
core-record-repeats-earlier-round = Esta resposta repete a do juiz { $judge } na rodada { $round }: na rodada { $current } os juízes leem um artefato novo, então é preciso uma resposta nova; envie o prompt desta rodada ao juiz em um chat novo e cole o que ele responder.
core-record-same-as-other-judge = Esta resposta é igual à do juiz { $judge } na rodada { $round }: um juiz independente não escreve a mesma resposta duas vezes, então ela provavelmente foi colada na caixa errada; cole a resposta deste juiz para esta rodada.
core-merge-too-large = { core-limit-too-large } Nada foi guardado: comece uma revisão nova para continuar.
core-merge-no-reply-from-a = A rodada { $round } não tem resposta do juiz A; registre a resposta do juiz A antes de combinar.
core-revise-not-after-fix = O artefato só pode ser revisado depois que uma combinação der FIX (último resultado: { $outcome_key ->
        [none] nenhum
       *[other] { $outcome }
    }); registre e combine primeiro.
core-revise-too-large = { core-limit-too-large } A rodada não foi aberta e nada foi guardado.
core-revise-empty-artifact = O artefato revisado está vazio; cole o texto a revisar.
core-revise-unchanged = O artefato não mudou desde a rodada { $round }, que pediu correções; os juízes verão o mesmo texto.
core-settle-not-disputed = Só uma rodada DISPUTED pode ser resolvida (último resultado: { $outcome_key ->
        [none] nenhum
       *[other] { $outcome }
    }).
core-settle-not-a-disputed-criterion = O critério "{ $id }" não está em disputa nesta rodada; resolva um dos critérios em disputa.
core-settle-already-settled = O critério "{ $id }" já está resolvido.
core-settle-empty-note = Uma resolução precisa de uma nota explicando o motivo; escreva uma.

# review/history.rs

core-history-not-json = O arquivo da revisão não é um JSON válido: { $detail }
core-history-not-a-run = O arquivo é JSON, mas não é uma revisão do jury: { $detail }
core-history-missing-schema = O arquivo da revisão não tem o campo "schema"; não é uma revisão do jury (esperado: "{ $expected }").
core-history-newer-schema = O arquivo da revisão é "{ $found }", mais novo que este jury ("{ $expected }"); abra-o com um jury mais novo.
core-history-verdict-file = Este arquivo é um veredito ("{ $found }"), o resumo de uma revisão concluída, não a revisão em si; importe o arquivo da própria revisão, o que “Exportar revisão” salva (o nome dele termina em .jury.json).
core-history-unknown-schema = O esquema "{ $found }" do arquivo não é o de uma revisão do jury (esperado: "{ $expected }").
core-history-bad-entry = A entrada { $entry } do arquivo da revisão está malformada: { $detail }
core-history-init = Entrada { $entry } do arquivo da revisão: uma revisão começa com exatamente uma entrada "init", a primeira.
core-history-refused = A entrada { $entry } do arquivo da revisão não pode ser reproduzida: { $detail }
core-history-too-large = A revisão é grande demais para abrir. { core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = Bloco malformado (posição { $position }): { $detail }
core-critique-oversize-block = Bloco grande demais (posição { $position }): { $detail }
core-critique-missing-artifact = Falta o artefato: { $detail }

# critique/config.rs

core-critique-config-out-of-range = A configuração { $field } está fora do intervalo: { $detail }
core-critique-env-out-of-range = A variável { $variable } tem um valor inválido: { $detail }

# critique/transcript.rs

core-transcript-unreadable = Não foi possível ler a transcrição: { $detail }
core-transcript-too-large = Não foi possível ler a transcrição. { core-limit-too-large } Nada foi lido nem guardado.

# limits.rs

core-limit-too-large = { $what_key ->
        [the-rubric] A rubrica
        [the-artifact] O artefato
        [the-artifact-of-round-2] O artefato da rodada 2
        [the-artifact-of-round-3] O artefato da rodada 3
        [the-artifact-of-round-4] O artefato da rodada 4
        [the-artifact-of-round-5] O artefato da rodada 5
        [the-artifact-of-round-6] O artefato da rodada 6
        [the-artifact-of-round-7] O artefato da rodada 7
        [the-artifact-of-round-8] O artefato da rodada 8
        [the-artifact-of-round-9] O artefato da rodada 9
        [the-artifact-of-round-10] O artefato da rodada 10
        [judge-a-s-reply] A resposta do juiz A
        [judge-b-s-reply] A resposta do juiz B
        [the-run-s-history] O histórico da revisão
        [the-pasted-reply] A resposta colada
        [the-reply] A resposta
        [the-quote] A citação
        [the-transcript] A transcrição
        [the-transcript--once-inflated] A transcrição, descompactada,
        [the-link] O link
        [its-run--unpacked] A revisão do link, descompactada,
       *[other] { $what }
    } { $unit_key ->
        [bytes] ocupa { $found } bytes
        [characters] tem { $found } caracteres
        [lines] tem { $found } linhas
        [replies] tem { $found } respostas
        [entries] tem { $found } entradas
       *[other] tem { $found } { $unit }
    }, acima do limite do jury, de { $limit }.

# share
core-share-too-big = Esta revisão é grande demais para ser compartilhada como link: o link teria { $length } caracteres, e links com mais de { $limit } caracteres são cortados por apps de chat e e-mail (o Slack corta mensagens em 40.000). Exporte a revisão para um arquivo e envie o arquivo.
core-share-incomplete = Este link compartilhado está incompleto: ele termina antes da revisão que deveria conter. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-bad-version = Este link compartilhado está danificado: “{ $version }” não é uma versão de link compartilhado. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-newer-version = Este link compartilhado foi criado por uma versão mais nova do jury (versão do link { $version }; esta lê até a versão { $reads }). Abra-o com o jury mais novo, ou peça o arquivo da revisão a quem enviou.
core-share-unknown-kind = Este link compartilhado está danificado: ele diz conter um “{ $kind }”, que não é nem uma revisão do ciclo de revisão nem uma sessão de painel. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-not-base64 = Este link compartilhado está danificado: o caractere { $at } dos seus dados é { $what ->
    [space] um espaço
    [line-break] uma quebra de linha
    [tab] uma tabulação
    [invisible] o caractere invisível { $found }
   *[character] “{ $found }”
}, algo que um link compartilhado nunca contém (ele foi alterado, ou algo foi adicionado a ele). Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-truncated = Este link compartilhado está cortado: falta o final (apps de chat e e-mail às vezes cortam links longos). Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-altered = Este link compartilhado está danificado: seus dados não conferem com a soma de verificação, então parte dele foi alterada. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-too-large = Este link compartilhado contém mais do que o jury abre: { $reason }. Ele não foi aberto, então não pode deixar esta página lenta nem travá-la.
core-share-not-a-run = Este link compartilhado se descompacta, mas o que ele contém não é { $kind ->
    [panel] uma sessão de painel do Júri de design
   *[run] uma revisão do ciclo de revisão
}: { $reason }. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-not-a-run-detail = Este link compartilhado se descompacta, mas o que ele contém não é { $kind ->
    [panel] uma sessão de painel do Júri de design
   *[run] uma revisão do ciclo de revisão
}: { $detail }. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-not-text = não é texto

# review
core-family-same = Os juízes A e B parecem ser ambos modelos { $family }. A regra 3 funciona melhor quando o juiz B é um modelo diferente, para que os dois juízes não tenham os mesmos pontos cegos.

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
