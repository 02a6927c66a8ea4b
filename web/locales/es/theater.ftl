# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = Jurado de diseño
theater-list-separator = {", "}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = Notas
theater-must-fix-count = { $count } por corregir

## The panelists' roles

theater-role-designer = Diseñador
theater-role-critic = Crítico
theater-role-brand = Marca
theater-role-a11y = Accesibilidad
theater-role-copy = Redacción

## The page

theater-intro = Una crítica de diseño por un panel de cinco miembros, sin daemon: copia las instrucciones del panel en un chat, pega aquí la respuesta y mira cómo el panel la puntúa ronda a ronda. Todo se queda en este navegador.
theater-on-stage = En escena:
theater-start-link = Iniciar una ejecución del panel

## What is on stage

theater-caption-nothing = nada
theater-demo-title = Demo: el fixture happy-3-rounds de Open Design
theater-caption-stored = Ejecución guardada: { $title }
theater-caption-panel = Ejecución del panel: { $title }
theater-caption-transcript = Archivo de transcripción: { $name }
theater-caption-shared = Ejecución del panel compartida: { $title }

## The stage

theater-interrupt = Interrumpir
theater-stage-empty = Todavía no hay nada en escena: ejecuta el panel, reproduce una ejecución guardada o abre una transcripción.
theater-warnings = Avisos
theater-warning-weak-debate = Debate débil: una ronda siguió adelante sin que el crítico y los especialistas discreparan.
theater-warning-unknown-role = Un bloque nombraba un rol de panelista desconocido y se omitió.
theater-warning-score-clamped = Una puntuación estaba fuera de la escala y se ajustó a sus límites.
theater-warning-composite-mismatch = La puntuación compuesta o el número de puntos por corregir del agente no coincide con el cálculo de la aplicación.
theater-warning-duplicate-ship = Se ignoró un segundo SHIP, o un SHIP para una ronda que nunca se cerró.
theater-warning-times = (×{ $count })

## The score ticker and the round timeline

theater-bar = R{ $round }: { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = Todavía no ha concluido ninguna ronda
theater-composite = Puntuación compuesta
theater-threshold-value = Umbral { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = Consenso
theater-round-of = Ronda { $round } de { $limit }
theater-claimed = el agente declaró { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = Agente: entregar.
theater-decision-continue = Agente: continuar.

## The lanes

theater-speaking = hablando…
theater-cell-round = R{ $round }
theater-cell-draft = borrador
theater-cell-notes = notas
theater-cell-revised = revisado
theater-cell-dimension = { $name }: { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = Notas del diseñador
theater-turn-summary = { $notes ->
    [one] { $notes } nota
   *[other] { $notes } notas
}, { $must_fix } por corregir
theater-must-fix-head = Por corregir

## How a run ended

theater-badge-shipped = Entregado
theater-badge-below-threshold = Bajo el umbral
theater-badge-timed-out = Tiempo agotado
theater-badge-interrupted = Interrumpido
theater-status-degraded = Degradado
theater-status-failed = Fallido
theater-status-legacy = Formato antiguo
theater-status-running = En curso
theater-shipped-summary = Entregado en la ronda { $round } · puntuación compuesta { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = Interrumpido en la ronda { $round } · mejor puntuación compuesta { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = Interrumpido antes de que terminara ninguna ronda: todavía no se puntuó nada.
theater-failed-heading = La ejecución falló
theater-failed-cli-exit = La CLI del agente terminó con un código distinto de cero antes de que el panel pudiera acabar.
theater-failed-per-round-timeout = Una ronda superó su presupuesto de tiempo.
theater-failed-total-timeout = La ejecución completa superó su presupuesto de tiempo total.
theater-failed-orchestrator = Error interno del orquestador.
theater-failed-orchestrator-here = Aquí significa que la respuesta terminó sin un SHIP aceptable y sin una ronda completada a la que recurrir, o que la política de respaldo es «Hacer fallar la ejecución».
theater-degraded-heading = Panel sin conexión en esta ejecución
theater-degraded-malformed = Salida del panel mal formada (el analizador rechazó el bloque).
theater-degraded-oversize = La salida del panel superó el presupuesto seguro de bytes.
theater-degraded-adapter = El adaptador { $adapter } no admite el protocolo Critique.
theater-degraded-protocol = El adaptador { $adapter } envió una versión del protocolo no admitida.
theater-degraded-missing-artifact = La ejecución terminó sin un artefacto final.

## The designs

theater-design-kind = ({ $kind })
theater-kind-html = HTML, sin tipo indicado
theater-kind-svg = SVG, sin tipo indicado
theater-kind-none = sin tipo indicado
theater-source-only = No es HTML ni SVG, así que solo se muestra el código fuente.
theater-source = Código fuente
theater-shipped-artifact = Artefacto entregado
theater-shipped-artifact-label = El artefacto entregado
theater-round-numbered = ronda { $round }
theater-round-unnumbered = una ronda sin número
theater-draft-option-draft = Borrador del diseñador, { $round }
theater-draft-option-notes = Notas del diseñador, { $round }
theater-draft-label = El borrador del diseñador: { $round }
theater-drafts = Borradores del diseñador
theater-drafts-show = Mostrar
theater-drafts-which = Qué turno del diseñador mostrar
theater-draft-none = En este turno no hay borrador, solo notas.

## Replay

theater-speed-paused = En pausa
theater-speed-instant = Instantáneo
theater-speed-live = En vivo ({ $ms } ms por evento)
theater-speed-fast = Rápido ({ $ms } ms por evento)
theater-speed-slow = Lento ({ $ms } ms por evento)
theater-replay = Reproducir
theater-replay-speed = Velocidad de reproducción
theater-replay-again = Reproducir desde el principio
theater-previous-round = Ronda anterior
theater-next-event = Evento siguiente
theater-next-round = Ronda siguiente
theater-download-transcript = Descargar la transcripción
theater-download-failed = No se pudo descargar la transcripción: { $why }
theater-event-of = Evento { $at } de { $of }
theater-keys = Teclas (no mientras escribes en un campo):
theater-key-interrupt = interrumpir
theater-key-next-event = evento siguiente
theater-key-next-round = ronda siguiente
theater-key-previous-round = ronda anterior
theater-stored-runs = Ejecuciones del panel guardadas
theater-replay-demo = Reproducir la ejecución de demostración
theater-no-stored-runs = Todavía no hay ninguna ejecución del panel guardada. Ejecuta el panel para registrar una.
theater-run-composite = puntuación compuesta { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = Reproducir { $title }
theater-run-download = Descargar la transcripción de { $title }
theater-run-delete = Eliminar { $title }
theater-download = Descargar
theater-delete = Eliminar
theater-unreadable = { $count ->
    [one] { $count } entrada guardada no se pudo leer y se deja tal como está: { $keys }
   *[other] { $count } entradas guardadas no se pudieron leer y se dejan tal como están: { $keys }
}

## Replaying a transcript file

theater-open-title = Reproducir un archivo de transcripción
theater-open-help = Un transcript.ndjson o transcript.ndjson.gz, de esta aplicación o de un daemon de Open Design. Solo lectura: se reproduce, no se guarda.
theater-open-button = Abrir una transcripción…
theater-open-label = Abrir una transcripción
theater-not-a-transcript = { $name } es una respuesta del panel (un flujo <CRITIQUE_RUN>), no una transcripción de eventos: pega su texto en «Pega la respuesta completa del agente» en «Nueva ejecución del panel» y pulsa «Ejecutar el panel». Lo que hay en escena no ha cambiado.
theater-cannot-replay = No se pudo reproducir { $name }: { $why }. Lo que hay en escena no ha cambiado.
theater-no-events = { $name } no contiene ningún evento del Jurado de diseño que reproducir.
theater-skipped = { $name }: { $count ->
    [one] se reproduce { $count } evento
   *[other] se reproducen { $count } eventos
}. No se reproduce: { $parts }.
theater-skipped-separator = {"; "}
theater-skipped-records = { $count ->
    [one] { $count } línea
   *[other] { $count } líneas
} de registros propios de Open Design, no de eventos del panel ({ $records }: las comprobaciones de puntuación del daemon, el diseño entregado, la marca de fin o un error del analizador, que su analizador guarda junto a los eventos), como hace también la reproducción de Open Design
theater-skipped-record = { $count } { $kind }
theater-skipped-unknown = { $count ->
    [one] { $count } línea
   *[other] { $count } líneas
} de tipo «{ $kind }», que no es un evento del panel de este protocolo (el registro de otra herramienta, o un Open Design más reciente)
theater-skipped-invalid = { $count ->
    [one] { $count } línea
   *[other] { $count } líneas
} de eventos «{ $event }» cuyo «{ $field }» no es { $rule } (editadas o dañadas)
theater-skipped-not-json = { $count ->
    [one] { $count } línea que no es JSON (cortada o editada)
   *[other] { $count } líneas que no son JSON (cortadas o editadas)
}
theater-skipped-no-type = { $count ->
    [one] { $count } línea
   *[other] { $count } líneas
} de JSON sin «type» (ningún evento)

## A panel run: the form

theater-new-run = Nueva ejecución del panel
theater-run-panel = Ejecutar el panel
theater-save-again = Guardar de nuevo
theater-brief = Encargo: ¿qué hay que diseñar?
theater-brand = Fuente de marca: tono, colores, tipografía (opcional)
theater-copy-step = Copia las instrucciones del panel en un chat con tu modelo de IA.
theater-copy-instructions = Copiar las instrucciones del panel
theater-show-instructions = Mostrar las instrucciones del panel
theater-instructions = Instrucciones del panel
theater-paste-reply = Pega la respuesta completa del agente
theater-try-fixture = …o prueba un flujo de prueba de Open Design
theater-no-fixture = (ninguno)
theater-pasted-reply = Respuesta pegada
theater-fixture-happy = Caso feliz: tres rondas, entregado
theater-fixture-spec-example = Ejemplo de la especificación: dos rondas, entregado
theater-fixture-duplicate-ship = SHIP duplicado: gana el primero
theater-fixture-malformed = Mal formado: un bloque de panelista que nunca se cierra
theater-fixture-missing-artifact = Falta el artefacto: ronda 1 sin el borrador del diseñador

## A panel run: what happened to it

theater-refused = { $why }.
theater-stored = Ejecución del panel guardada en este navegador: { $title }.
theater-too-big-for-tab = Esta respuesta es demasiado grande para el almacenamiento de la pestaña: si recargas la página antes de que termine la ejecución, se perderá.
theater-no-envelope = La respuesta no contiene ningún envoltorio <CRITIQUE_RUN …>, así que el panel no tenía nada que leer. Pega la respuesta completa del agente, empezando en <CRITIQUE_RUN.
theater-recovered = La página se recargó mientras se reproducía la ejecución del panel «{ $title }»: se conserva como interrumpida en el evento { $event }, en «Ejecuciones del panel guardadas», y su respuesta está de nuevo en el cuadro de respuesta.
theater-storage-full = El almacenamiento del navegador para esta página está lleno, así que esta ejecución del panel no se guardó. El teatro y tu respuesta pegada siguen en pantalla: descarga la transcripción para conservarla, o elimina ejecuciones guardadas y pulsa «Guardar de nuevo».
theater-storage-refused = El navegador se negó a guardar esta ejecución del panel ({ $why }). El teatro y tu respuesta pegada siguen en pantalla: descarga la transcripción para conservarla.
theater-parser-stopped = El analizador se detuvo: { $detail }
theater-parser-stopped-at = El analizador se detuvo en la línea { $line }, columna { $column } de la respuesta pegada: { $detail }
theater-cut-off-before-first = La respuesta se detiene antes de la primera ronda
theater-cut-off-during = La respuesta se detiene en la ronda { $round }, durante el turno de { $role }
theater-cut-off-after = La respuesta se detiene después de terminar la ronda { $round }, antes de la siguiente ronda o del SHIP
theater-cut-off-in = La respuesta se detiene en la ronda { $round }, antes de que terminara la ronda
theater-cut-off = { $place }: la respuesta del modelo parece cortada (los chats suelen interrumpir las respuestas largas). Pide al modelo que «continúe exactamente donde se detuvo», pega su continuación tras el final de la respuesta de arriba y vuelve a ejecutar el panel.

## Settings

theater-settings = Ajustes de las nuevas ejecuciones del panel
theater-threshold = Umbral
theater-score-scale = Escala de puntuación
theater-round-limit = Límite de rondas
theater-whole-hint = Un número entero de { $from } a { $to }.
theater-threshold-hint = Un número de { $from } a { $to }, como máximo la escala.
theater-setting-invalid = { $field }: { $why }.
theater-rule-no-role = necesita al menos un rol
theater-rule-integer = debe ser un número entero de { $min } a { $max }
theater-rule-number = debe ser un número de { $min } a { $max }
theater-rule-over-scale = no puede superar la escala de puntuación
theater-rule-weight = cada peso debe estar entre 0 y 1
theater-rule-at-least = debe ser al menos { $min }
theater-settings-storage-full = El almacenamiento del navegador está lleno; los ajustes no se guardaron.
theater-settings-not-saved = Los ajustes no se guardaron ({ $why }).
theater-settings-saved = Ajustes guardados; se aplican a las nuevas ejecuciones del panel y a sus instrucciones.
theater-save-settings = Guardar los ajustes
theater-policy = Cuando la respuesta no tiene un SHIP aceptable
theater-policy-ship-best = Entregar la mejor ronda (bajo el umbral)
theater-policy-ship-last = Entregar la última ronda (bajo el umbral)
theater-policy-fail = Hacer fallar la ejecución
theater-weights = Pesos (fijos en v1)
theater-panelist = Panelista
theater-weight = Peso

## A panel run from a share link

theater-shared-title = Jurado de diseño: { $title }
theater-kept-copy = Se guarda una copia en este navegador: aparece en «Ejecuciones del panel guardadas» en la página del Jurado de diseño.
theater-keep-copy = Guardar una copia en este navegador
theater-go-to-jury = Ir al Jurado de diseño

## What a transcript's field must be

theater-field-run-id = una cadena no vacía
theater-field-text = una cadena
theater-field-ordinal = un número entero de 1 o más
theater-field-count = un número entero de 0 o más
theater-field-score = un número finito de 0 o más
theater-field-threshold = un número finito de 0 a la escala del evento
theater-field-role = un rol de panelista
theater-field-cast = una lista no vacía de roles de panelista
theater-field-decision = una decisión de ronda
theater-field-status = un estado de entrega
theater-field-reason = un motivo de degradación
theater-field-cause = una causa de fallo
theater-field-kind = un tipo de aviso del analizador
theater-field-artifact-ref = un objeto {"{"}projectId, artifactId{"}"} con ambas cadenas no vacías
