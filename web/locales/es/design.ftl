# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = Teléfono 390
design-preset-tablet = Tableta 768
design-preset-desktop = Escritorio 1280
design-preset-fit = Ajustar
design-viewport = Ancho de la ventana gráfica
design-width = { $width } px de ancho
design-width-scaled = { $width } px de ancho, mostrado al { $percent } %
design-frame-title = { $label }, renderizado (sin scripts, no se carga nada)
design-failed = El diseño no se pudo mostrar renderizado ({ $why }); su código fuente completo está abajo.
design-quote-shown = La cita está marcada en el diseño renderizado.
design-quote-hidden = El texto citado solo está en el diseño renderizado donde está oculto (no se muestra en pantalla), así que no se marca allí; se marca en el código fuente.
design-quote-absent = La cita no es texto visible del diseño renderizado (está en el marcado); se marca en el código fuente.
design-quote-too-short = Lo que la cita muestra del diseño renderizado es demasiado corto para encontrarlo allí (menos de { $min } caracteres); se marca en el código fuente.
design-on-request = Este diseño llegó con un enlace compartido: solo se renderiza cuando lo pides (de todos modos no puede ejecutar ni cargar nada).
design-show = Mostrar el diseño
design-show-rendered = Mostrarlo renderizado
design-hide-rendered = Ocultar el diseño renderizado
design-under-review = El artefacto en revisión

## What is not loaded

design-caption = Renderizado como lo muestra un navegador por sí solo, con sus propios estilos. Nada en él se ejecuta, se carga ni enlaza a ningún sitio: los scripts, las solicitudes de red, los formularios y los enlaces están desactivados.
design-caption-not-loaded = Renderizado como lo muestra un navegador por sí solo, con sus propios estilos, salvo lo que aparece abajo como no cargado. Nada en él se ejecuta, se carga ni enlaza a ningún sitio: los scripts, las solicitudes de red, los formularios y los enlaces están desactivados.
design-not-loaded = No se carga aquí
design-not-loaded-why = (abierto por sí solo, el diseño obtendría o ejecutaría esto):
design-from = { $name } desde { $from }
design-fonts = Fuentes: se muestran con la fuente de respaldo.
design-fonts-from = Fuentes desde { $from }: se muestran con la fuente de respaldo.
design-font-file = { $name } (un archivo de fuente): se muestra con la fuente de respaldo.
design-font = { $what }: se muestra con la fuente de respaldo.
design-stylesheet = Hoja de estilos { $what }: no se carga, así que faltan sus estilos.
design-bootstrap = Hoja de estilos de Bootstrap ({ $what }): no se carga, así que su cuadrícula, su navegación y sus componentes se ven como HTML simple (esta aplicación no incluye el CSS de Bootstrap).
design-script = Script { $what }: no se ejecuta.
design-inline-script = Un script en la página: no se ejecuta.
design-image = Imagen { $what }: no se muestra.
design-tailwind-generating = Tailwind desde su CDN: generando aquí sus estilos a partir de las clases usadas…
design-tailwind-ready = Tailwind desde su CDN: generado aquí a partir de las clases usadas.
design-tailwind-failed = Tailwind desde su CDN: sus estilos no se pudieron generar aquí ({ $why }), así que el diseño se muestra sin ellos.

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = el marco de vista previa no tiene documento
design-why-no-frame-body = el marco de vista previa no tiene body
design-why-no-root = el diseño analizado no tiene raíz
design-why-no-app-body = la aplicación no tiene body
design-why-no-parser-window = el marco del analizador no tiene ventana
design-why-no-dom-parser = el marco del analizador no tiene DOMParser
design-why-no-window = no hay ventana
design-why-no-document = no hay documento
design-why-not-a-function = { $name } no es una función
design-why-no-getter = { $name } no tiene getter
design-why-no-setter = { $name } no tiene setter
design-why-no-dom-method = a este navegador le falta un método del DOM que la aplicación necesita ({ $why })
design-why-http = { $path } respondió HTTP { $status }
design-why-no-input-buffer = no hay búfer de entrada
design-why-no-output = no hay salida
design-why-no-css = la respuesta del generador no contiene CSS

## The Tailwind generator's notes

design-tailwind-config-unreadable = No se pudo leer su tailwind.config (línea { $line }, columna { $column }: { $why }), así que su tema no se aplica; se usa el tema predeterminado.
design-tailwind-not-applied = La clave `{ $key }` de su tailwind.config no se aplica.
design-tailwind-styles = Su <style type="text/tailwindcss"> se aplica como CSS normal: sus reglas @apply y @layer, no.
