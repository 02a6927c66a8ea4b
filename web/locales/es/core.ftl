# review
core-family-same = Los jueces A y B parecen ser modelos de { $family }. La regla 3 funciona mejor cuando el juez B es un modelo distinto, para que los dos jueces no compartan los mismos puntos ciegos.
