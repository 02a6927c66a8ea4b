# La página de una revisión: su cabecera, el panel del artefacto, las rondas anteriores, los
# modelos, el aviso de que otra pestaña cambió la revisión.

run-not-found-title = Revisión no encontrada
run-not-found-body = Esta revisión no está guardada en este navegador (puede que se haya borrado en otra pestaña).
run-delete-confirm = ¿Borrar esta revisión de este navegador? Expórtala antes si puedes necesitarla.
run-round-of = Ronda { $round } de { $limit }
run-anti-ratchet-off = antitrinquete desactivado
run-export = Exportar la revisión
run-delete = Borrar
run-how-it-works = Cómo funciona
run-all-runs = Todas las revisiones
run-round = Ronda { $round }
run-source-caption = El código fuente, mostrado como texto plano: nada de lo que contiene se ejecuta.
run-artifact-title = { $name } (ronda { $round })
run-round-label = Ronda
run-round-menu = Mostrar el artefacto de la ronda
run-changes-since = Cambios desde la ronda { $round }
run-no-changes = Sin cambios: el mismo texto que en la ronda anterior.
run-earlier-round = Ronda { $round }: { $outcome }
run-author = Autor
run-judge-a = Juez A
run-judge-b = Juez B
run-model = { $part }: { $name }
run-wrap-lines = Ajustar las líneas largas
run-artifact-text = Texto del artefacto

run-elsewhere-title = Otra pestaña cambió esta revisión:
run-elsewhere-now = . Esta página muestra ahora la revisión tal como está guardada, con esos cambios. Nada de lo que escribiste aquí se registró ni se perdió.
run-list-separator = {", "}
run-happened-replaced = se reemplazó la revisión entera (por una importación o un enlace compartido guardado)
run-happened-restarted = se volvió a empezar la revisión
run-happened-reply = se registró la respuesta del juez { $judge }
run-happened-merged = se combinó la ronda
run-happened-revised = se revisó el artefacto y empezó una nueva ronda
run-happened-settled = se resolvió «{ $criterion }»
run-happened-deleted = se borró la revisión
run-kept-reply = Tu respuesta sin registrar del juez { $judge } (ronda { $round })
run-kept-revision = Tu versión revisada sin registrar de la ronda { $round }
run-kept-note = Tu nota sin guardar para resolver { $criterion }
run-kept-from-tab = { $label }, guardada de esta pestaña:
run-copy-it = Copiarla
run-discard-it = Descartarla
run-ok = Aceptar
