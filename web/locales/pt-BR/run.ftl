# A página de uma revisão: o cabeçalho, o painel do artefato, as rodadas anteriores, os modelos,
# o aviso de que outra aba mudou a revisão.

run-not-found-title = Revisão não encontrada
run-not-found-body = Esta revisão não está guardada neste navegador (talvez tenha sido excluída em outra aba).
run-delete-confirm = Excluir esta revisão deste navegador? Exporte-a antes se puder precisar dela.
run-round-of = Rodada { $round } de { $limit }
run-anti-ratchet-off = anticatraca desligada
run-export = Exportar a revisão
run-delete = Excluir
run-how-it-works = Como funciona
run-all-runs = Todas as revisões
run-round = Rodada { $round }
run-source-caption = O código-fonte, mostrado como texto simples: nada nele é executado.
run-artifact-title = { $name } (rodada { $round })
run-round-label = Rodada
run-round-menu = Mostrar o artefato da rodada
run-changes-since = Mudanças desde a rodada { $round }
run-no-changes = Nenhuma mudança: o mesmo texto da rodada anterior.
run-earlier-round = Rodada { $round }: { $outcome }
run-author = Autor
run-judge-a = Juiz A
run-judge-b = Juiz B
run-model = { $part }: { $name }
run-wrap-lines = Quebrar linhas longas
run-artifact-text = Texto do artefato

run-elsewhere-title = Outra aba mudou esta revisão:
run-elsewhere-now = . Esta página agora mostra a revisão como está guardada, com essas mudanças. Nada do que você digitou aqui foi registrado ou perdido.
run-list-separator = {", "}
run-happened-replaced = a revisão inteira foi substituída (por uma importação ou um link de compartilhamento guardado)
run-happened-restarted = a revisão foi recomeçada
run-happened-reply = a resposta do juiz { $judge } foi registrada
run-happened-merged = a rodada foi mesclada
run-happened-revised = o artefato foi revisado, começando uma nova rodada
run-happened-settled = “{ $criterion }” foi decidido
run-happened-deleted = a revisão foi excluída
run-kept-reply = Sua resposta não registrada do juiz { $judge } (rodada { $round })
run-kept-revision = Sua versão revisada não registrada da rodada { $round }
run-kept-note = Sua nota não salva para decidir { $criterion }
run-kept-from-tab = { $label }, guardada desta aba:
run-copy-it = Copiar
run-discard-it = Descartar
run-ok = OK
