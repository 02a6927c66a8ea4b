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
