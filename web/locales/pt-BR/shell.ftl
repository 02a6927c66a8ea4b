shell-skip = Pular para o conteúdo
shell-sections = Seções
shell-review-loop = Ciclo de revisão
shell-design-jury = Júri de design
shell-offline = ✓ Disponível offline
shell-language = Idioma
shell-language-not-loaded = Não foi possível carregar os textos em { $language }, então o app está em inglês. Recarregue para tentar de novo.
shell-not-found-title = Página não encontrada
shell-not-found-body = Não há nada em “{ $hash }”.
shell-back-to-runs = Voltar às suas revisões
shell-chunk-failed-title = Não foi possível carregar esta página
shell-chunk-failed-body = O código dela não chegou ({ $why }). Verifique sua conexão e recarregue; suas revisões ficam guardadas neste navegador.
shell-reload = Recarregar

## The page shown while the app loads

shell-loading-title = Carregando o ciclo de revisão…
shell-loading-about = jury executa um ciclo de revisão que termina: dois juízes de IA, uma rubrica que você escreve e três regras, tudo neste navegador. Nada do que você cola sai dele.
shell-loading-slow = Ainda carregando? Aberta como arquivo do seu disco (um endereço que começa com { $file }), esta página não consegue iniciar: os navegadores não executam o código dela a partir de um arquivo. Abra { $offline }, na mesma pasta: ele foi feito para funcionar a partir de um arquivo.
shell-loading-noscript = Este aplicativo precisa de JavaScript e WebAssembly. Ative-os para esta página ou abra { $offline } do download.
