# review
core-family-same = 评委 A 和评委 B 看起来都是 { $family } 模型。当评委 B 是不同的模型时，规则 3 效果最好，这样两位评委就不会有相同的盲点。
