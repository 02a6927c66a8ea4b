# share
core-share-too-big = Esta revisão é grande demais para ser compartilhada como link: o link teria { $length } caracteres, e links com mais de { $limit } caracteres são cortados por apps de chat e e-mail (o Slack corta mensagens em 40.000). Exporte a revisão para um arquivo e envie o arquivo.
core-share-incomplete = Este link compartilhado está incompleto: ele termina antes da revisão que deveria conter. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-bad-version = Este link compartilhado está danificado: “{ $version }” não é uma versão de link compartilhado. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-newer-version = Este link compartilhado foi criado por uma versão mais nova do jury (versão do link { $version }; esta lê até a versão { $reads }). Abra-o com o jury mais novo, ou peça o arquivo da revisão a quem enviou.
core-share-unknown-kind = Este link compartilhado está danificado: ele diz conter um “{ $kind }”, que não é nem uma revisão do ciclo de revisão nem uma sessão de painel. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-not-base64 = Este link compartilhado está danificado: o caractere { $at } dos seus dados é { $what ->
    [space] um espaço
    [line-break] uma quebra de linha
    [tab] uma tabulação
    [invisible] o caractere invisível { $found }
   *[character] “{ $found }”
}, algo que um link compartilhado nunca contém (ele foi alterado, ou algo foi adicionado a ele). Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-truncated = Este link compartilhado está cortado: falta o final (apps de chat e e-mail às vezes cortam links longos). Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-altered = Este link compartilhado está danificado: seus dados não conferem com a soma de verificação, então parte dele foi alterada. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-too-large = Este link compartilhado contém mais do que o jury abre: { $reason }. Ele não foi aberto, então não pode deixar esta página lenta nem travá-la.
core-share-not-a-run = Este link compartilhado se descompacta, mas o que ele contém não é { $kind ->
    [panel] uma sessão de painel do Júri de design
   *[run] uma revisão do ciclo de revisão
}: { $reason }. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-not-a-run-detail = Este link compartilhado se descompacta, mas o que ele contém não é { $kind ->
    [panel] uma sessão de painel do Júri de design
   *[run] uma revisão do ciclo de revisão
}: { $detail }. Peça o link de novo a quem enviou (copiado inteiro), ou o arquivo da revisão.
core-share-not-text = não é texto
