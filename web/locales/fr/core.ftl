# share
core-share-too-big = Cette relecture est trop grande pour être partagée par un lien : le lien ferait { $length } caractères, et les liens de plus de { $limit } caractères sont coupés par les messageries et les e-mails (Slack coupe les messages à 40 000). Exportez la relecture dans un fichier et envoyez plutôt le fichier.
core-share-incomplete = Ce lien de partage est incomplet : il s’arrête avant la relecture qu’il devrait contenir. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-bad-version = Ce lien de partage est abîmé : « { $version } » n’est pas une version de lien de partage. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-newer-version = Ce lien de partage a été créé par une version plus récente de jury (version de lien { $version } ; celle-ci lit jusqu’à la version { $reads }). Ouvrez-le avec la version plus récente de jury, ou demandez le fichier de la relecture à l’expéditeur.
core-share-unknown-kind = Ce lien de partage est abîmé : il dit contenir « { $kind } », qui n’est ni une relecture de la boucle de relecture ni une séance de panel. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-not-base64 = Ce lien de partage est abîmé : le caractère { $at } de ses données est { $what ->
    [space] une espace
    [line-break] un saut de ligne
    [tab] une tabulation
    [invisible] le caractère invisible { $found }
   *[character] « { $found } »
}, qu’un lien de partage ne contient jamais (il a été modifié, ou quelque chose y a été ajouté). Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-truncated = Ce lien de partage est tronqué : sa fin manque (les messageries et les e-mails coupent parfois les liens longs). Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-altered = Ce lien de partage est abîmé : ses données ne correspondent pas à leur somme de contrôle, une partie a donc été modifiée. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-too-large = Ce lien de partage contient plus que ce que jury ouvre : { $reason }. Il n’a pas été ouvert, il ne peut donc ni ralentir ni bloquer cette page.
core-share-not-a-run = Ce lien de partage se décompresse, mais ce qu’il contient n’est pas { $kind ->
    [panel] une séance de panel du Jury de design
   *[run] une relecture de la boucle de relecture
} : { $reason }. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-not-a-run-detail = Ce lien de partage se décompresse, mais ce qu’il contient n’est pas { $kind ->
    [panel] une séance de panel du Jury de design
   *[run] une relecture de la boucle de relecture
} : { $detail }. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-not-text = ce n’est pas du texte
