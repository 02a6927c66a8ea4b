# Las páginas: la lista de revisiones, el formulario de nueva revisión, «Cómo funciona», una
# revisión compartida, los controles comunes y los mensajes de almacenamiento de la aplicación.

## Palabras comunes

pages-new-run = Nueva revisión
pages-how-it-works = Cómo funciona
pages-back-to-runs = Volver a tus revisiones
pages-round-of = Ronda { $round } de { $limit }
pages-cancel = Cancelar

## La lista de revisiones

pages-list-title = Tus revisiones
pages-import-run-file = Importar un archivo de revisión…
pages-list-intro = Una revisión evalúa un texto con una rúbrica, ronda a ronda: copias un prompt en un chat nuevo con ChatGPT, Claude u otro modelo, pegas aquí la respuesta del juez y las reglas deciden qué pasa después. Todo se queda en este navegador.
pages-import-not-a-run-file = { $name } no es un archivo de revisión que esta aplicación pueda importar: { $reason }. No se cambió nada.
pages-list-empty = Aún no hay revisiones. Empieza una con «Nueva revisión».
pages-list-runs = Revisiones
pages-list-last-change = Último cambio: { $time }
pages-problems-intro = Algunas entradas guardadas no se pudieron cargar. Se omitieron y se dejaron como estaban; tus demás revisiones están bien.
pages-problem-download = Descargarla
pages-problem-download-label = Descargarla ({ $key })
pages-problem-delete = Eliminarla
pages-problem-delete-label = Eliminarla ({ $key })

## Cómo funciona

pages-how-intro = Una revisión comprueba un texto (el artefacto) con una rúbrica de { $min } a { $max } criterios de aprobado/suspenso que escribes antes de leer el borrador. Dos jueces de IA lo leen, cada uno en un chat nuevo; la aplicación nunca habla con un modelo por sí misma. Solo comprueba lo que pegas y aplica tres reglas, para que una revisión termine en lugar de dar vueltas.
pages-how-round-title = Una ronda
pages-how-round-copy = Copia el prompt del juez (la rúbrica y el artefacto) en un chat nuevo y envíalo.
pages-how-round-paste = Pega aquí la respuesta completa del juez. La aplicación la comprueba al instante: cada criterio tiene PASS o FAIL, y cada FAIL cita el texto al que objeta.
pages-how-round-record = Regístrala. La aplicación busca cada cita en el artefacto e indica si se encontró.
pages-how-round-merge = Combina la ronda. Las reglas de abajo deciden qué sigue: corregir y revisar, preguntar al juez B, resolver tú mismo un desacuerdo o parar.
pages-how-rules-title = Las tres reglas
pages-how-why = Por qué:
pages-how-rule1-name = Antitrinquete.
pages-how-rule1 = A partir de la ronda 2, un criterio que aprobó en la ronda anterior solo puede volver a suspender con una cita que se encuentre en el texto. Una objeción sin cita se guarda como nota opcional y el criterio sigue en PASS.
pages-how-rule1-why = si no, un juez puede subir el listón en cada ronda y el ciclo nunca termina.
pages-how-rule2-name = El límite del revisor.
pages-how-rule2 = Solo bloquea un fallo de corrección o un criterio no cumplido. El estilo, los gustos y el «podría estar mejor» van a las notas opcionales: se te muestran, pero nunca forman parte del resultado.
pages-how-rule2-why = una revisión que se bloquea por gustos no tiene línea de meta.
pages-how-rule3-name = Dos jueces independientes, sin un tercero.
pages-how-rule3 = El juez B recibe el mismo prompt en cuanto el juez A aprueba todos los criterios, idealmente con otro modelo, y nunca ve la respuesta de A. Cualquier FAIL supone otra ronda; cuando B suspende un criterio que A aprobó sin una cita que se pueda encontrar, el criterio queda DISPUTED y decides tú.
pages-how-rule3-why = los puntos ciegos de un modelo los detecta otro, y un empate lo resuelve una persona que puede leer el texto, no una tercera opinión.
pages-how-outcomes-title = Qué puede decir una combinación
pages-how-outcome-pass = Los dos jueces aprobaron todos los criterios. La revisión ha terminado; el veredicto se puede descargar.
pages-how-outcome-fix = Algún criterio suspendió. Haz las correcciones indicadas y revisa el artefacto: empieza la ronda siguiente.
pages-how-outcome-need-b = El juez A aprobó todos los criterios. Pregunta al juez B; la ronda sigue abierta.
pages-how-outcome-disputed = Los jueces no están de acuerdo y la cita del suspenso no se encontró. Tú resuelves cada criterio en disputa, con una nota.
pages-how-outcome-round-limit = Aún suspenden criterios en la última ronda que permite la revisión. La revisión se detiene; lo que queda lo decides tú.
pages-how-refused = Una respuesta, una rúbrica o una acción que las reglas no admiten se rechaza con el motivo, y la revisión queda exactamente como estaba.
pages-how-start = Empezar una nueva revisión

## El formulario de nueva revisión

pages-new-replace-rubric = ¿Sustituir la rúbrica que escribiste por este ejemplo?
pages-new-name = Nombre de la revisión
pages-new-name-placeholder = p. ej., Notas de la versión 0.4
pages-new-start = Empezar la revisión
pages-new-rubric = Rúbrica: de { $min } a { $max } criterios de aprobado/suspenso
pages-new-examples = Empezar con un ejemplo:
pages-new-example = { $kind ->
    [code] ejemplo de código
    [design] ejemplo de diseño
   *[text] ejemplo de texto
}
pages-new-rubric-placeholder =
    # Título
    - id: lo que obtiene el lector
    - id2: …
pages-new-artifact = Artefacto: el texto que se revisa
pages-new-open-file = Abrir un archivo…
pages-new-or-paste = o pégalo abajo. El HTML y el código se muestran como texto, nunca se ejecutan.
pages-new-artifact-unkept = Este texto es demasiado grande para el almacenamiento de sesión de esta pestaña, así que recargar la página lo perdería: guarda su archivo (o una copia) hasta que empiece la revisión.
pages-new-artifact-name = Nombre del artefacto
pages-new-artifact-name-placeholder = artefacto
pages-new-rounds = Límite de rondas
pages-new-rounds-help = La revisión se detiene en esta ronda si aún suspenden criterios.
pages-new-language = Idioma de los prompts
pages-new-language-help = Los jueces reciben sus prompts en este idioma y escriben en él sus motivos. El formato de la respuesta no cambia.
pages-new-anti-ratchet = El antitrinquete (regla 1) está activado
pages-new-anti-ratchet-help = A partir de la ronda 2, un juez solo puede suspender un criterio ya aprobado citando el texto. Desactívalo solo para el experimento de convergencia; el veredicto lo indicará.
pages-new-anti-ratchet-off = El antitrinquete está desactivado: el listón puede subir de una ronda a otra.
pages-new-models = Qué modelo hace cada papel (opcional)
pages-new-model-author = Modelo autor
pages-new-model-a = Modelo del juez A
pages-new-model-b = Modelo del juez B
pages-new-model-placeholder = p. ej., GPT-5, Claude Sonnet, Gemini
pages-new-problems = { $count ->
    [one] La revisión aún no puede empezar: corrige primero esto.
   *[other] La revisión aún no puede empezar: corrige primero estas { $count } cosas.
}
pages-new-rubric-help = Escribe un criterio por línea con la forma «- id: lo que obtiene el lector».
pages-new-rubric-ok = { $count ->
    [one] ✓ { $count } criterio: { $ids }
   *[other] ✓ { $count } criterios: { $ids }
}
pages-new-hints = Sugerencias (consejos, no errores):

## Una revisión abierta desde un enlace compartido

pages-shared-cannot-open = Este enlace compartido no se puede abrir
pages-shared-nothing-stored = No se guardó nada en este navegador.
pages-shared-go-to-runs = Ir a tus revisiones
pages-shared-keep = Guardar una copia en este navegador
pages-shared-export = Exportar la revisión
pages-shared-artifact-round = (ronda { $round })
pages-shared-round = Ronda
pages-shared-show-round = Mostrar el artefacto de la ronda
pages-shared-source = El código fuente, mostrado como texto sin formato: nada de él se ejecuta.
pages-shared-verdict = Veredicto
pages-shared-settled = resuelto:
pages-shared-round-n = Ronda { $round }
pages-shared-judge = Juez { $judge }
pages-shared-merge = Combinación

## Controles comunes: copiar, abrir un archivo, una revisión con el nombre de otra guardada

pages-copied = ✓ Copiado al portapapeles
pages-copy-failed = No se pudo copiar ({ $why }): selecciona el texto de abajo y pulsa Ctrl+C (⌘C en un Mac).
pages-could-not-read = No se pudo leer { $name }: { $why }
pages-same-name-question = Ya hay una revisión llamada «{ $name }» guardada en este navegador. ¿La sustituyes por esta o conservas las dos?
pages-same-name-replace = Sustituir la revisión guardada
pages-same-name-keep-both = Conservar las dos (añadir esta como copia)

## Enlaces compartidos

pages-share-copy = Copiar un enlace para compartir
pages-share-says = El enlace contiene toda la revisión, incluidos el artefacto y las respuestas de los jueces: cualquiera a quien se lo envíes puede leerlo todo. Todo está en la parte que sigue a «#», que los navegadores nunca envían a un servidor.
pages-share-copied = ✓ Enlace copiado ({ $length } caracteres)
pages-share-copy-failed = No se pudo copiar ({ $why }): selecciona el enlace de abajo y pulsa Ctrl+C (⌘C en un Mac).
pages-share-link = Enlace para compartir
pages-share-long = Un enlace largo: los navegadores, Slack y el correo lo admiten, pero las aplicaciones de chat con mensajes cortos (Discord admite { $limit } caracteres) lo cortan. Si llega roto, envía el archivo en su lugar.
pages-shared-banner = { $what ->
    [panel] Una sesión de panel compartida, de solo lectura: llegó dentro del enlace que abriste y no está guardada en este navegador. Guarda una copia para encontrarla después entre tus revisiones.
   *[run] Una revisión compartida, de solo lectura: llegó dentro del enlace que abriste y no está guardada en este navegador. Guarda una copia para encontrarla después entre tus revisiones.
}

## Guardar revisiones en este navegador

pages-run-missing = Esta revisión ya no existe (se eliminó, quizá en otra pestaña).
pages-save-too-big = Esta revisión es demasiado grande para el almacenamiento de este navegador: ocupa { $needed }, y el almacenamiento admite unos { $capacity } para esta página incluso vacío. No se guardó nada ni se cambió nada de lo guardado; tu texto sigue en pantalla. Exporta la revisión a un archivo para conservarla, o empiézala con un artefacto más pequeño.
pages-save-no-room = Esta revisión no cabe en lo que queda del almacenamiento de este navegador: ocupa { $needed }, pero solo quedan unos { $left } de los { $capacity } que esta página puede guardar (tus otras revisiones y datos ocupan el resto). No se guardó nada ni se cambió nada de lo guardado; tu texto sigue en pantalla. Exporta la revisión a un archivo para conservarla; para hacer sitio, exporta las revisiones que ya no necesites y elimínalas, o usa un artefacto más pequeño.
pages-save-full = El almacenamiento del navegador para esta página está lleno, así que este cambio no se guardó. Todo lo guardado antes está intacto y tu cambio sigue en pantalla. Exporta la revisión a un archivo para conservarla, o elimina revisiones que ya no necesites y vuelve a intentarlo.
pages-save-conflict = Esta revisión se cambió en otra pestaña después de que esta pestaña la cargara, así que este cambio no se guardó (habría sobrescrito el más reciente). La revisión muestra ahora el estado más reciente. Si el cuadro en el que escribías ha desaparecido con él, exporta esta revisión con tu cambio para conservar lo que escribiste.
pages-save-other = El navegador se negó a guardar este cambio ({ $why }). No se cambió nada de lo guardado; exporta la revisión a un archivo para conservarla.
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } millones de caracteres
pages-amount-thousands = { $thousands } mil caracteres
pages-amount-characters = { $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
}

## Entradas guardadas que no se pudieron cargar (tras la clave de la entrada y dos puntos)

pages-problem-index-version = versión de índice desconocida «{ $schema }»; las revisiones se encontraron recorriendo el almacenamiento
pages-problem-index-unreadable = el índice de revisiones no se puede leer ({ $why }); las revisiones se encontraron recorriendo el almacenamiento
pages-problem-other-id = dice ser la revisión «{ $inside }», no «{ $id }» como indica su clave (¿copiada o editada a mano?)
pages-problem-bad-field = una entrada { $schema } con un campo erróneo ({ $why })
pages-problem-newer = escrita por una versión más reciente de jury ({ $schema }); ábrela allí o expórtala desde allí
pages-problem-not-a-run = no es una revisión de jury (esquema «{ $schema }»)
pages-problem-no-schema = no es una revisión de jury (no tiene campo schema)
pages-problem-not-json = no es JSON válido ({ $why })
pages-problem-history-unreadable = su historial no se puede leer: { $reason }
pages-problem-history-replay = su historial no se puede reproducir: { $reason }
