# review
core-family-same = Les juges A et B semblent tous deux être des modèles { $family }. La règle 3 fonctionne mieux quand le juge B est un autre modèle, afin que les deux juges n’aient pas les mêmes angles morts.
