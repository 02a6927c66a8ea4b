# review
core-family-same = Prüfer A und B scheinen beide { $family }-Modelle zu sein. Regel 3 wirkt am besten, wenn Prüfer B ein anderes Modell ist, damit die beiden Prüfer nicht dieselben blinden Flecken haben.
