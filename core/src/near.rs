//! near: "did you mean" — the known name a word is probably a slip for, one rule wherever jury
//! suggests one (a reply's criterion id, review-loop.md §3; a key or a value of an argument the
//! JS package refused, js-api.md "Errors").
//!
//! Owns that rule only. Never decides that a word is wrong (its caller has refused it already)
//! and never suggests a name that is merely like the word: a slip, not a different word.

/// The one name of `names` that `word` is probably a slip for: the only one equal to it but for
/// ASCII letter case, or else the only one at the smallest edit distance (letter case aside)
/// when that is 1, or 2 for words of 6 characters or more. Two names as near are no
/// suggestion. The distance counts a swap of two neighbours as one edit (optimal string
/// alignment), so `facst` is one slip from `facts`.
pub fn probable<'a>(word: &str, names: &[&'a str]) -> Option<&'a str> {
    let word = folded(word.trim());
    let mut best: Option<(usize, &'a str)> = None;
    let mut tie = false;
    for name in names {
        let d = distance(&word, &folded(name));
        match best {
            Some((b, _)) if d > b => {}
            Some((b, _)) if d == b => tie = true,
            _ => {
                best = Some((d, name));
                tie = false;
            }
        }
    }
    let (d, name) = best?;
    let limit = if word.len() >= 6 { 2 } else { 1 };
    (d <= limit && !tie).then_some(name)
}

/// The bytes of `s`, ASCII letters in lower case: jury's names are ASCII (a letter outside it
/// in a word counts as more than one edit), and Unicode case tables would weigh on the wasm.
fn folded(s: &str) -> Vec<u8> {
    s.as_bytes().to_ascii_lowercase()
}

/// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbours, one edit each.
fn distance(a: &[u8], b: &[u8]) -> usize {
    let w = b.len() + 1;
    let mut d = vec![0; (a.len() + 1) * w];
    for (j, cell) in d.iter_mut().take(w).enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        d[i * w] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

#[cfg(test)]
mod tests {
    use super::probable;

    #[test]
    fn a_slip_is_suggested_and_a_different_word_or_a_tie_is_not() {
        let names = ["artifact", "artifactName", "rounds", "A", "B"];
        assert_eq!(probable("artefactName", &names), Some("artifactName"));
        assert_eq!(probable("a", &names), Some("A"), "letter case aside");
        assert_eq!(
            probable("rounsd", &names),
            Some("rounds"),
            "a swap is one edit"
        );
        assert_eq!(probable("C", &names), None, "A and B are as near");
        assert_eq!(probable("name", &names), None, "a different word");
        // Short words take one edit, longer ones two.
        assert_eq!(probable("fcat", &["facts"]), None);
        assert_eq!(probable("artfct", &["artifact"]), Some("artifact"));
        assert_eq!(probable("", &[]), None);
        assert_eq!(probable("kitten", &["sitting"]), None, "three edits");
        assert_eq!(probable("kiten", &["sitting", "kitten"]), Some("kitten"));
    }
}
