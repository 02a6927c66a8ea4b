shell-skip = Saltar al contenido
shell-sections = Secciones
shell-review-loop = Ciclo de revisión
shell-design-jury = Jurado de diseño
shell-offline = ✓ Disponible sin conexión
shell-language = Idioma
shell-language-not-loaded = No se pudieron cargar los textos en { $language }, así que la aplicación está en inglés. Recarga para volver a intentarlo.
shell-not-found-title = Página no encontrada
shell-not-found-body = No hay nada en «{ $hash }».
shell-back-to-runs = Volver a tus revisiones
shell-chunk-failed-title = No se pudo cargar esta página
shell-chunk-failed-body = Su código no llegó ({ $why }). Revisa tu conexión y recarga; tus revisiones se guardan en este navegador.
shell-reload = Recargar

## The page shown while the app loads

shell-loading-title = Cargando el ciclo de revisión…
shell-loading-about = jury ejecuta un ciclo de revisión que termina: dos jueces de IA, una rúbrica que tú escribes y tres reglas, todo en este navegador. Nada de lo que pegas sale de él.
shell-loading-slow = ¿Sigue cargando? Abierta como archivo desde tu disco (una dirección que empieza por { $file }), esta página no puede arrancar: los navegadores no ejecutan su código desde un archivo. Abre { $offline }, en la misma carpeta: está hecho para funcionar desde un archivo.
shell-loading-noscript = Esta aplicación necesita JavaScript y WebAssembly. Actívalos para esta página o abre { $offline } de la descarga.
