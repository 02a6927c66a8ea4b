# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = línea { $line } (columna { $column })
core-reply-no-json = La respuesta no contiene ningún objeto JSON; pega la respuesta completa del juez, incluido el objeto {"{"}…{"}"}.
core-reply-tab-in-string = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: hay un tabulador dentro de una cadena. Las cadenas JSON no admiten un tabulador tal cual; escribe \t o un espacio, o pide al juez un JSON válido.
core-reply-line-break-in-string = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: hay un salto de línea dentro de una cadena. Una cadena JSON debe estar en una sola línea; une las líneas (o escribe \n), o pide al juez un JSON válido.
core-reply-trailing-comma = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: hay una coma tras el último elemento de una lista u objeto. JSON no la permite ahí; quita esa coma o pide al juez un JSON válido.
core-reply-typographic-quote = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: hay una comilla tipográfica. JSON necesita comillas rectas ", que un chat o un editor pueden haber sustituido; copia la respuesta con el botón de copiar del chat o pide al juez JSON sin formato.
core-reply-single-quote = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: hay comillas simples. Las cadenas y claves JSON llevan comillas dobles "; pide al juez un JSON válido.
core-reply-comment = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: hay un comentario. JSON no admite comentarios; borra el comentario o pide al juez el JSON sin él.
core-reply-syntax = El JSON de la respuesta está roto en la línea { $line }, columna { $column }: { $detail }. Pide al juez un JSON válido (no se repara nada).
core-reply-cut-off = La respuesta se corta antes de que su JSON esté completo (en la línea { $line }, columna { $column }): copia la respuesta entera o pide al juez que la termine.
core-reply-prompt-only = Esto es el prompt del juez, no su respuesta: envíalo al juez en un chat nuevo y pega lo que responda.
core-reply-example-only = Esto es la respuesta de ejemplo del prompt, no la respuesta del juez: pega lo que respondió el juez.
core-reply-two-replies = Lo pegado contiene { $count } respuestas distintas, que empiezan en { $starts }; deja solo la que quiso dar el juez y vuelve a registrarla.
core-reply-not-an-object = La respuesta es { $found_key ->
        [null] un null de JSON
        [boolean] un booleano de JSON
        [number] un número de JSON
        [string] una cadena de JSON
        [array] un array de JSON
       *[other] un valor JSON ({ $found })
    }, no un objeto; pega el objeto con "criteria".
core-reply-wrong-type = "{ $field }" debe ser { $expected_key ->
        [an-array-of-objects] un array de objetos
        [an-array-of-strings] un array de cadenas
        [an-object] un objeto
        [a-string] una cadena
        [pass--or--fail] "PASS" o "FAIL"
       *[other] { $expected }
    }; corrígelo y vuelve a registrar la respuesta.
core-reply-missing-field = Falta "{ $field }"; la respuesta lo necesita.
core-reply-unknown-criterion = { $suggestion_key ->
        [none] El criterio "{ $id }" no está en la rúbrica; el juez debe usar exactamente los ids de la rúbrica.
       *[other] `{ $id }` no está en la rúbrica; ¿querías decir `{ $suggestion }`? Corrige el id en la respuesta (el juez debe usar exactamente los ids de la rúbrica).
    }
core-reply-missing-criterion = Falta el criterio "{ $id }"; el juez debe responder a todos los criterios de la rúbrica.
core-reply-duplicate-criterion = El criterio "{ $id }" tiene dos respuestas; deja una sola respuesta por criterio.
core-reply-bad-verdict = Criterio "{ $id }": el veredicto "{ $value }" no es ni PASS ni FAIL.
core-reply-fail-without-reason = El criterio "{ $id }" es FAIL sin motivo; un FAIL debe decir por qué.
core-reply-duplicate-key = "{ $key }" aparece dos veces en { $object_key ->
        [none] la respuesta
       *[other] "{ $object }"
    }, en { $places }: quien lee toma la primera y un lector de JSON la última, así que no se toma ninguna; deja solo la que quiso dar el juez y vuelve a registrar la respuesta.
core-reply-verdict-mismatch = El veredicto propio del juez, "{ $summary }", no coincide con sus criterios ({ $failed_count ->
        [0] todos los criterios pasaron
       *[other] con FAIL: { $failed }
    }); el resultado se calcula a partir de los criterios.
core-reply-mangled = La respuesta contiene { $sequences }, que el artefacto no contiene: probablemente el texto se estropeó por el camino (una confusión de codificación, como al pasarlo por Windows PowerShell); vuelve a pegarlo desde el original.
core-reply-verdict-case = Se leyeron como PASS o FAIL veredictos escritos con otras mayúsculas y minúsculas (criterios: { $criteria }; escritos así: { $written }); el formato de respuesta pide "PASS" o "FAIL" en mayúsculas.

# review/rubric.rs

core-rubric-not-a-criterion = Línea { $line } de la rúbrica: "{ $text }" no es un criterio; escríbelo como "- id: lo que obtiene el lector" (una línea de lista: "-", "*", "+", "1." o "1)"; solo la primera línea puede ser un "# Título").
core-rubric-bad-id = Línea { $line } de la rúbrica: "{ $id }" no es un id válido; usa minúsculas, cifras, '-' y '_', empezando por una letra o una cifra, con { $max } caracteres como máximo.
core-rubric-capital-id = Línea { $line } de la rúbrica: el id "{ $id }" tiene mayúsculas; los ids van en minúsculas: escribe "{ $lower }".
core-rubric-empty-criterion = Línea { $line } de la rúbrica: el criterio "{ $id }" no dice nada; escribe tras los dos puntos lo que obtiene el lector.
core-rubric-duplicate-id = Línea { $line } de la rúbrica: el id "{ $id }" ya se usa en la línea { $firstLine }; da a cada criterio su propio id.
core-rubric-too-few = { $count ->
        [0] La rúbrica aún no tiene criterios ({ $count }); escribe al menos { $min }, uno por línea, como "- id: lo que obtiene el lector".
        [1] La rúbrica tiene { $count } criterio; escribe al menos { $min }.
       *[other] La rúbrica tiene { $count } criterios; escribe al menos { $min }.
    }
core-rubric-too-many = Línea { $line } de la rúbrica: con { $count } criterios sobra al menos uno; deja como máximo { $max } (combina o quita el resto).
core-rubric-vague = Línea { $line } (`{ $id }`): "{ $phrase }" no se puede juzgar con PASS o FAIL; di en su lugar qué puede comprobar un lector.
core-rubric-worded-alike = La línea { $line } (`{ $id }`) y la línea { $otherLine } (`{ $otherId }`) están redactadas de forma parecida; combínalas o haz que cada una compruebe una sola cosa.

# review/run.rs

core-run-closed = La revisión está cerrada ({ $outcome }); ya no admite respuestas, combinaciones ni versiones nuevas; empieza una revisión nueva.
core-run-empty-name = La revisión necesita un nombre.
core-run-empty-artifact = El artefacto está vacío; pega el texto que se va a revisar.
core-run-too-large = { core-limit-too-large } No se creó la revisión ni se guardó nada.
core-run-rounds-not-a-number = El límite de rondas «{ $typed }» no es un número entero; usa de 1 a { $max }.
core-run-rounds-out-of-range = Un límite de { $rounds } rondas está fuera de rango; usa de 1 a { $max }.
core-run-awaiting-revision = La ronda pidió cambios (FIX); primero revisa el artefacto para abrir la ronda siguiente.
core-record-too-large = { core-limit-too-large } La respuesta no se registró y no se guardó nada.
core-record-repeats-earlier-round = Esta respuesta repite la del juez { $judge } en la ronda { $round }: en la ronda { $current } los jueces leen un artefacto nuevo, así que hace falta una respuesta nueva; envía el prompt de esta ronda al juez en un chat nuevo y pega lo que responda.
core-record-same-as-other-judge = Esta respuesta es igual a la del juez { $judge } en la ronda { $round }: un juez independiente no escribe dos veces la misma respuesta, así que probablemente se pegó en el cuadro equivocado; pega la respuesta propia de este juez para esta ronda.
core-merge-too-large = { core-limit-too-large } No se guardó nada: empieza una revisión nueva para continuar.
core-merge-no-reply-from-a = La ronda { $round } no tiene respuesta del juez A; registra la respuesta del juez A antes de combinar.
core-revise-not-after-fix = El artefacto solo se puede revisar después de que una combinación dé FIX (último resultado: { $outcome_key ->
        [none] ninguno
       *[other] { $outcome }
    }); registra y combina primero.
core-revise-too-large = { core-limit-too-large } No se abrió la ronda y no se guardó nada.
core-revise-empty-artifact = El artefacto revisado está vacío; pega el texto que se va a revisar.
core-revise-unchanged = El artefacto no ha cambiado desde la ronda { $round }, que pidió cambios; los jueces verán el mismo texto.
core-settle-not-disputed = Solo se puede resolver una ronda DISPUTED (último resultado: { $outcome_key ->
        [none] ninguno
       *[other] { $outcome }
    }).
core-settle-not-a-disputed-criterion = El criterio "{ $id }" no está en disputa en esta ronda; resuelve uno de los criterios en disputa.
core-settle-already-settled = El criterio "{ $id }" ya está resuelto.
core-settle-empty-note = Una resolución necesita una nota que explique el motivo; escribe una.

# review/history.rs

core-history-not-json = El archivo de la revisión no es JSON válido: { $detail }
core-history-not-a-run = El archivo es JSON, pero no es una revisión de jury: { $detail }
core-history-missing-schema = El archivo de la revisión no tiene el campo "schema"; no es una revisión de jury (se esperaba "{ $expected }").
core-history-newer-schema = El archivo de la revisión es "{ $found }", más reciente que este jury ("{ $expected }"); ábrelo con un jury más reciente.
core-history-verdict-file = Este archivo es un veredicto ("{ $found }"), el resumen de una revisión terminada, no la revisión en sí; importa en su lugar el archivo de la propia revisión, el que guarda «Exportar revisión» (su nombre termina en .jury.json).
core-history-unknown-schema = El esquema "{ $found }" del archivo no es el de una revisión de jury (se esperaba "{ $expected }").
core-history-bad-entry = La entrada { $entry } del archivo de la revisión está mal formada: { $detail }
core-history-init = Entrada { $entry } del archivo de la revisión: una revisión empieza con exactamente una entrada "init", la primera.
core-history-refused = La entrada { $entry } del archivo de la revisión no se puede reproducir: { $detail }
core-history-too-large = La revisión es demasiado grande para abrirla. { core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = Bloque mal formado (posición { $position }): { $detail }
core-critique-oversize-block = Bloque demasiado grande (posición { $position }): { $detail }
core-critique-missing-artifact = Falta el artefacto: { $detail }

# critique/config.rs

core-critique-config-out-of-range = El ajuste { $field } está fuera de rango: { $detail }
core-critique-env-out-of-range = La variable { $variable } tiene un valor no válido: { $detail }

# critique/transcript.rs

core-transcript-unreadable = No se puede leer la transcripción: { $detail }
core-transcript-too-large = No se puede leer la transcripción. { core-limit-too-large } No se leyó ni se guardó nada.

# limits.rs

core-limit-too-large = { $what_key ->
        [the-rubric] La rúbrica
        [the-artifact] El artefacto
        [the-artifact-of-round-2] El artefacto de la ronda 2
        [the-artifact-of-round-3] El artefacto de la ronda 3
        [the-artifact-of-round-4] El artefacto de la ronda 4
        [the-artifact-of-round-5] El artefacto de la ronda 5
        [the-artifact-of-round-6] El artefacto de la ronda 6
        [the-artifact-of-round-7] El artefacto de la ronda 7
        [the-artifact-of-round-8] El artefacto de la ronda 8
        [the-artifact-of-round-9] El artefacto de la ronda 9
        [the-artifact-of-round-10] El artefacto de la ronda 10
        [judge-a-s-reply] La respuesta del juez A
        [judge-b-s-reply] La respuesta del juez B
        [the-run-s-history] El historial de la revisión
        [the-pasted-reply] La respuesta pegada
        [the-reply] La respuesta
        [the-quote] La cita
        [the-transcript] La transcripción
        [the-transcript--once-inflated] La transcripción, una vez descomprimida,
        [the-link] El enlace
        [its-run--unpacked] La revisión del enlace, una vez descomprimida,
       *[other] { $what }
    } { $unit_key ->
        [bytes] ocupa { $found } bytes
        [characters] tiene { $found } caracteres
        [lines] tiene { $found } líneas
        [replies] tiene { $found } respuestas
        [entries] tiene { $found } entradas
       *[other] tiene { $found } { $unit }
    }, más que el límite de jury de { $limit }.

# share
core-share-too-big = Esta revisión es demasiado grande para compartirla como enlace: el enlace tendría { $length } caracteres, y los enlaces de más de { $limit } caracteres los cortan las aplicaciones de chat y el correo (Slack corta los mensajes a los 40 000). Exporta la revisión a un archivo y envía el archivo en su lugar.
core-share-incomplete = Este enlace compartido está incompleto: termina antes de la revisión que debería contener. Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-bad-version = Este enlace compartido está dañado: «{ $version }» no es una versión de enlace compartido. Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-newer-version = Este enlace compartido lo creó una versión más reciente de jury (versión de enlace { $version }; esta lee hasta la versión { $reads }). Ábrelo con el jury más reciente, o pide el archivo de la revisión a quien te lo envió.
core-share-unknown-kind = Este enlace compartido está dañado: dice contener un «{ $kind }», que no es ni una revisión del ciclo de revisión ni una sesión de panel. Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-not-base64 = Este enlace compartido está dañado: el carácter { $at } de sus datos es { $what ->
    [space] un espacio
    [line-break] un salto de línea
    [tab] un tabulador
    [invisible] el carácter invisible { $found }
   *[character] «{ $found }»
}, algo que un enlace compartido nunca contiene (se modificó, o se le añadió algo). Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-truncated = Este enlace compartido está cortado: le falta el final (las aplicaciones de chat y el correo a veces cortan los enlaces largos). Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-altered = Este enlace compartido está dañado: sus datos no coinciden con su suma de comprobación, así que se modificó una parte. Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-too-large = Este enlace compartido contiene más de lo que jury abre: { $reason }. No se abrió, así que no puede ralentizar ni detener esta página.
core-share-not-a-run = Este enlace compartido se descomprime, pero lo que contiene no es { $kind ->
    [panel] una sesión de panel del Jurado de diseño
   *[run] una revisión del ciclo de revisión
}: { $reason }. Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-not-a-run-detail = Este enlace compartido se descomprime, pero lo que contiene no es { $kind ->
    [panel] una sesión de panel del Jurado de diseño
   *[run] una revisión del ciclo de revisión
}: { $detail }. Pide de nuevo el enlace a quien te lo envió (copiado entero), o el archivo de la revisión.
core-share-not-text = no es texto

# review
core-family-same = Los jueces A y B parecen ser modelos de { $family }. La regla 3 funciona mejor cuando el juez B es un modelo distinto, para que los dos jueces no compartan los mismos puntos ciegos.

# design
core-design-too-large = Este diseño es demasiado grande para mostrarlo renderizado: tiene { $measures }. No se renderizó ni se guardó nada; su código fuente completo está abajo.
core-design-and = { $first }; y { $rest }
core-design-over-bytes = { $found } bytes de marcado, { $over } más que los { $limit } que renderiza la aplicación
core-design-over-nodes = { $found } elementos y fragmentos de texto, { $over } más que los { $limit } que renderiza la aplicación
core-design-over-depth = { $found } niveles de anidamiento, { $over } más que los { $limit } que renderiza la aplicación
core-design-over-css = { $found } bytes de texto de hojas de estilos, { $over } más que los { $limit } que renderiza la aplicación
core-design-over-copies = { $found } elementos y fragmentos de texto copiados por sus elementos <use>, { $over } más que los { $limit } que renderiza la aplicación
core-design-endless-copies = un elemento <use> dentro de lo que copia, así que sus copias no terminan nunca
core-critique-paste-empty = pega primero la respuesta del agente (o elige un fixture de Open Design)
core-critique-paste-too-large = la respuesta pegada tiene { $found } bytes, por encima del límite de jury de { $limit } bytes; el panel no se ejecutó y no se guardó nada. Pega solo la respuesta del agente
core-critique-paste-prompt-only = esto es el prompt, no la respuesta del panel: envía las instrucciones del panel a tu modelo de IA en un chat y luego pega lo que responda (desde <CRITIQUE_RUN, o todo el chat)
