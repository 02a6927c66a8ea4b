# Una ronda de una revisión: el prompt, los cuadros de respuesta, los informes de los jueces, la
# combinación, la versión revisada, la resolución, el veredicto, la cronología y los pasos de la
# demo. PASS, FAIL y los códigos de resultado (FIX, NEED_B, DISPUTED, ROUND_LIMIT) no se traducen.

round-list-separator = {", "}
round-open = ABIERTA

## El prompt
round-advice-a = Abre un chat nuevo (uno distinto en cada ronda, para que el juez no haya visto nada antes), pega el prompt, envíalo y copia la respuesta completa del juez en el cuadro de abajo.
round-advice-b = Abre otro chat nuevo, a ser posible con un modelo distinto del juez A (p. ej., A en ChatGPT y B en Claude), pega el mismo prompt y copia su respuesta completa en el cuadro de abajo. No le muestres la respuesta del juez A.
round-copy-prompt = Copiar el prompt para el juez { $judge }
round-prompt-criteria = El prompt pide al juez PASS o FAIL en cada criterio:
round-show-prompt = Mostrar el prompt
round-prompt-for = Prompt para el juez { $judge }

## El cuadro de respuesta
round-error-place = Línea { $line }, columna { $column }
round-error-criterion = Criterio «{ $criterion }»
round-nothing-recorded-fix = No se registró nada. Corrige la respuesta (o vuelve a preguntar al juez) y pégala aquí.
round-nothing-recorded = No se registró nada.
round-reply-label = Respuesta del juez { $judge }
round-reply-placeholder = Pega aquí la respuesta completa del juez (el objeto JSON, con o sin el texto que lo rodea).
round-reply-help = Se comprueba en cuanto la pegas. Ctrl+Enter (⌘+Enter) la registra.
round-reply-valid = ✓ Una respuesta válida: { $fails } de { $total } criterios con FAIL. Regístrala para comprobar las citas.
round-record-and-merge = Registrar y combinar la ronda
round-record = Registrar la respuesta del juez { $judge }

## Avisos sobre una respuesta
round-warn-mismatch = El veredicto propio del juez, «{ $summary }», no coincide con sus criterios ({ $criteria }). El resultado se calcula a partir de los criterios, no de ese veredicto.
round-every-passed = todos los criterios aprobados
round-failed-list = no superados: { $list }
round-warn-mangled = La respuesta contiene { $sequences }, que el artefacto no contiene: probablemente el texto se estropeó por el camino (una confusión de codificación, como al pasarlo por una tubería de Windows PowerShell). Vuelve a pegarlo desde el original.
round-warn-case = Los veredictos no escritos en mayúsculas se leyeron como PASS o FAIL: { $list }. El formato de respuesta pide «PASS» o «FAIL» en mayúsculas.
round-warn-case-item = { $id } «{ $written }» como { $read }

## El informe de un juez
round-found-at = ✓ Cita encontrada en el artefacto en la línea { $line }, columna { $column }
round-found = ✓ Cita encontrada en el artefacto
round-found-normalized-at = ✓ Cita encontrada en la línea { $line }, columna { $column } tras igualar espacios, comillas, guiones y marcado
round-found-normalized = ✓ Cita encontrada tras igualar espacios, comillas, guiones y marcado
round-not-found = ✗ Cita no encontrada en el artefacto
round-too-short = ✗ Cita demasiado corta para ser una prueba (menos de { $min } caracteres)
round-no-quote = ✗ No se dio ninguna cita
round-rule-1-counts = el juez escribió { $written }, la regla 1 lo cuenta como { $counted }
round-show-in-artifact = Mostrar en el artefacto
round-closest-passage = Pasaje más parecido (solo una pista):
round-judge-reply-round = Respuesta del juez { $judge }, ronda { $round }
round-criterion = Criterio
round-result = Resultado
round-reason-quote-fix = Motivo, cita y corrección
round-fix = Corrección:
round-quote-proves = Que se encuentre una cita prueba que el texto está en el artefacto, no que el criterio falle de verdad: lee el motivo y juzga por ti mismo.
round-blocked-title = Bloqueado por la regla 1 (antitrinquete)
round-blocked-body = — pasado a las notas opcionales; el FAIL de ese juez no cuenta:
round-blocked-by-judge = { $id } (juez { $judge })
round-optional-notes = Notas opcionales ({ $count }) — nunca bloquean

## Lo que viene ahora
round-next-record-a = Ahora: pregunta al juez A. Copia el prompt en un chat nuevo y pega abajo la respuesta del juez.
round-next-record-b = Ahora: pregunta al juez B, a ser posible otro modelo, con el mismo prompt en un chat nuevo, y pega su respuesta.
round-next-merge = Ahora: combina la ronda para aplicar las reglas a las respuestas que registraste.
round-next-revise = Ahora: haz las correcciones y luego revisa el artefacto (debajo de las correcciones) para empezar la ronda siguiente.
round-next-settle = Ahora: los jueces discrepan; decide abajo cada criterio en disputa.
round-next-done = Esta revisión ha terminado. Descarga el veredicto o exporta la revisión.

## La combinación
round-explain-pass = Los dos jueces aprobaron todos los criterios. La revisión ha terminado: el veredicto de arriba está listo para descargar.
round-explain-fix = Algunos criterios no se superaron. Haz en tu texto las correcciones de abajo y luego revisa el artefacto para empezar la ronda { $next } de { $limit }.
round-explain-need-b = El juez A aprobó todos los criterios. Ahora pregunta al juez B —un chat nuevo, a ser posible otro modelo— con el mismo prompt, y registra su respuesta.
round-explain-disputed = Los jueces discrepan, y la cita del juez que suspende no se encontró en el texto. La herramienta no toma partido: lee los dos motivos y decide cada criterio en disputa.
round-explain-round-limit = Quedan criterios sin superar al llegar al límite de rondas ({ $limit }). La revisión se detiene aquí: lee las correcciones pendientes y decide tú qué hacer.
round-merged = Ronda { $round } combinada:
round-merged-result = Resultado combinado, ronda { $round }
round-judge-a = Juez A
round-judge-b = Juez B
round-fixes-to-make = Correcciones por hacer
round-fix-by-judge = (juez { $judge }):
round-fixed-since = Corregido desde la ronda { $round }: { $list }
round-settled-by-you = Resuelto por ti
round-record-a-again = Registrar de nuevo al juez A (cuenta la respuesta posterior)
round-b-confirms = El juez B confirma una ronda cuando el juez A aprueba todos los criterios.
round-record-b-anyway = Registrar al juez B ahora de todos modos
round-not-asked = No se le preguntó en esta ronda.
round-merge = Combinar
round-merge-applies = Combinar aplica { $rules } a las respuestas registradas hasta ahora y te dice qué viene después.
round-the-three-rules = las tres reglas
round-merge-the-round = Combinar la ronda
round-record-a-first = Registra primero la respuesta del juez A.

## La versión revisada
round-diff-counts = { $added ->
        [one] { $added } línea añadida
       *[other] { $added } líneas añadidas
    }, { $removed ->
        [one] { $removed } eliminada
       *[other] { $removed } eliminadas
    }
round-changes = Cambios
round-revise-title = Revisar el artefacto para la ronda { $round }
round-revise-help = Edita el texto de abajo (o abre el archivo corregido) y empieza la ronda siguiente. Los jueces verán el texto nuevo y las objeciones de la ronda anterior.
round-open-revised = Abrir el archivo revisado…
round-changes-since = Cambios desde la ronda { $round }
round-start-round = Empezar la ronda { $round }
round-revised-artifact = Artefacto revisado
round-artifact-name = Nombre del artefacto
round-same-text = El texto es el mismo que en la ronda { $round }. Aun así puedes empezar la ronda siguiente (puede que un juez se equivocara), pero los jueces verán el mismo texto.
round-unchanged-warning = El artefacto no ha cambiado desde la ronda { $round }, que pedía correcciones: los jueces verán el mismo texto.

## La resolución
round-settle-title = Decidir los criterios en disputa
round-settle-help = El juez A aprobó estos criterios y el juez B los suspendió sin una cita que la herramienta pudiera encontrar en el texto. Lee los dos motivos, comprueba tú el texto y decide. Tu nota se guarda en el historial de la revisión.
round-choose-first = Elige primero PASS o FAIL.
round-judge-a-pass = Juez A (PASS)
round-judge-b-fail = Juez B (FAIL)
round-b-quote = Cita de B (no encontrada en el texto):
round-your-decision = Tu decisión sobre { $criterion }
round-why-kept = Por qué (se guarda en el historial)
round-settle = Resolver { $criterion }

## El veredicto
round-verdict = Veredicto
round-verdict-blocked = Ronda { $round }, juez { $judge }, { $criterion }: { $reason }
round-verdict-blocked-quote = Ronda { $round }, juez { $judge }, { $criterion }: { $reason } (cita: «{ $quote }»)
round-verdict-not-counted = . La regla 1 no contó estas objeciones: sus citas no se encontraron en el artefacto.
round-rounds = Rondas
round-rounds-of = { $rounds } de { $limit }
round-artifact = Artefacto
round-settled-note = — resuelto por ti: { $note }
round-download-json = Descargar verdict.json
round-download-markdown = Descargar el informe en Markdown
round-download-html = Descargar el informe en HTML
round-download-failed = La descarga falló: { $why }
round-export-with-change = Exportar esta revisión con el cambio a un archivo

## La cronología
round-timeline = Cronología
round-timeline-caption = Resultado de cada criterio en cada ronda
round-round = Ronda { $round }

## La demo
round-demo-title = Esto es una demo
round-demo-body = Las respuestas de sus jueces se grabaron antes. En lugar de preguntar a un modelo, reproduce cada paso del ciclo y lee lo que las reglas hacen con él. Cualquier respuesta que pegues tú saca a la demo de su guion.
round-demo-next = Siguiente paso: { $step }
round-demo-reply-a = Pegar la respuesta del juez A y registrarla
round-demo-reply-b = Pegar la respuesta del juez B y registrarla
round-demo-merge = Combinar la ronda
round-demo-revise = Revisar el artefacto con las correcciones
round-demo-settle = Resolver el criterio en disputa
