# review
core-family-same = Os juízes A e B parecem ser ambos modelos { $family }. A regra 3 funciona melhor quando o juiz B é um modelo diferente, para que os dois juízes não tenham os mesmos pontos cegos.
