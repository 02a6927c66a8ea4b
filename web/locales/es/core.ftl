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
