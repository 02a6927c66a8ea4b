//! The verdict's fixed words, one set per [`Language`] (review-loop §9): the Markdown and HTML
//! reports' ([`ReportWords`], the outcome in words included) and the sentences `verdict.json`
//! holds ([`VerdictWords`]).
//!
//! Owns words only: templates whose markers (`{n}` a count or a round, `{list}` criterion ids,
//! `{outcome}`, `{sentence}`, …) [`fill`](crate::review::prompt_words::fill) fills, and the plural forms of a phrase with a count in
//! it, one per plural category of its language (CLDR's cardinal rules for whole numbers). It
//! never lays a report out (`report`) and never decides anything. Codes stay codes in every
//! language: `PASS`, `FAIL`, outcome names, exit codes, criterion ids, judge letters.
//!
//! English is byte for byte the reports of every run made before there was a choice, and it is
//! also what the package's and the command line's record and merge reports say (`why`, a blocked
//! judge's reason): those speak English whatever the run's language. The two sets are apart so
//! that the package's review wasm, which makes verdicts but no reports, carries only the
//! sentences of `verdict.json`.

use crate::language::Language;

/// A phrase with a count in it, one form per plural category of its language, in the order its
/// `plural` rule numbers them.
pub type Plural = &'static [&'static str];

/// The words of one language's reports.
pub struct ReportWords {
    /// Which form of a [`Plural`] a count takes.
    pub plural: fn(u64) -> usize,
    pub title: &'static str,
    /// The outcome, its exit code and what it means.
    pub headline: &'static str,
    pub passed: Plural,
    pub passed_settled: Plural,
    pub disputed: &'static str,
    pub round_limit: &'static str,
    pub ended: &'static str,
    /// The outcome's meaning followed by how many objections rule 1 did not count.
    pub not_counted: Plural,
    pub artifact: &'static str,
    pub rounds: &'static str,
    pub anti_ratchet_off: &'static str,
    pub off: &'static str,
    pub author: &'static str,
    pub judge: &'static str,
    /// A model's line: `{part}` is the author or a judge.
    pub model: &'static str,
    pub criteria: &'static str,
    pub criterion: &'static str,
    pub result: &'static str,
    pub settled_heading: &'static str,
    pub settled_item: &'static str,
    /// A settlement in the HTML report's table.
    pub settled_cell: &'static str,
    pub blocked_heading: &'static str,
    pub blocked_item: &'static str,
    /// The quote of a blocked objection, after its reason.
    pub quote: &'static str,
    /// Text quoted inside a sentence: the HTML report's and the outcome in words'.
    pub quoted: &'static str,
    /// The same in the Markdown report.
    pub quoted_md: &'static str,
    pub optional_heading: &'static str,
    pub rounds_heading: &'static str,
    pub round: &'static str,
    pub failed: &'static str,
    pub disputed_list: &'static str,
    pub settled_list: &'static str,
    /// Between two criterion ids of `{list}`.
    pub list_separator: &'static str,
    /// The outcome when rule 1 blocked objections ("PASS, with 2 objections blocked by rule 1").
    pub with_blocked: Plural,
    pub settled_as: &'static str,
    pub failed_by_judge: &'static str,
    pub failed_by_both: &'static str,
    /// Between two settled criteria of `{settled}`.
    pub settled_separator: &'static str,
    pub after_round: &'static str,
}

impl ReportWords {
    /// The form of `forms` that the count `n` takes.
    pub fn form(&self, forms: Plural, n: u64) -> &'static str {
        forms[(self.plural)(n)]
    }
}

/// The sentences `verdict.json` holds in the run's language.
pub struct VerdictWords {
    /// Why rule 1 did not count a judge's FAIL: `{n}` the round the criterion passed in,
    /// `{problem}` one of the three below.
    pub why: &'static str,
    pub not_found: &'static str,
    pub too_short: &'static str,
    pub no_quote: &'static str,
    /// A judge's reason in the verdict's criteria when rule 1 blocked its FAIL.
    pub blocked_reason: &'static str,
}

/// The report words of `language`.
pub fn words(language: Language) -> &'static ReportWords {
    match language {
        Language::En => &EN,
        Language::ZhCn => &ZH_CN,
        Language::Ja => &JA,
        Language::Es => &ES,
        Language::Fr => &FR,
        Language::De => &DE,
        Language::PtBr => &PT_BR,
        Language::Ar => &AR,
    }
}

/// The `verdict.json` sentences of `language`.
pub fn verdict_words(language: Language) -> &'static VerdictWords {
    match language {
        Language::En => &VERDICT_EN,
        Language::ZhCn => &VERDICT_ZH_CN,
        Language::Ja => &VERDICT_JA,
        Language::Es => &VERDICT_ES,
        Language::Fr => &VERDICT_FR,
        Language::De => &VERDICT_DE,
        Language::PtBr => &VERDICT_PT_BR,
        Language::Ar => &VERDICT_AR,
    }
}

/// English, German, Spanish: one, other.
fn one_other(n: u64) -> usize {
    usize::from(n != 1)
}

/// French, Brazilian Portuguese: 0 and 1 take the singular.
fn singular_to_one(n: u64) -> usize {
    usize::from(n > 1)
}

/// Chinese, Japanese: one form.
fn one_form(_: u64) -> usize {
    0
}

/// Arabic: zero, one, two, few (3-10), many (11-99), other, the last two by the number's last
/// two digits.
fn arabic(n: u64) -> usize {
    match (n, n % 100) {
        (0, _) => 0,
        (1, _) => 1,
        (2, _) => 2,
        (_, 3..=10) => 3,
        (_, 11..=99) => 4,
        _ => 5,
    }
}

const EN: ReportWords = ReportWords {
    plural: one_other,
    title: "Verdict: {run}",
    headline: "{outcome} (exit code {code}). {sentence}",
    // "round(s)" in both forms: the English report has said so since its first version.
    passed: &[
        "Both judges passed every criterion after {n} round(s).",
        "Both judges passed every criterion after {n} round(s).",
    ],
    passed_settled: &[
        "After {n} round(s) the judges agreed on every criterion but {list}, which a judge failed and you settled (see below).",
        "After {n} round(s) the judges agreed on every criterion but {list}, which a judge failed and you settled (see below).",
    ],
    disputed: "The judges disagreed on evidence the tool could not find; a human decides.",
    round_limit: "Criteria still failed at the round limit ({limit}).",
    ended: "The run ended with {outcome}.",
    not_counted: &[
        "{sentence} Rule 1 did not count 1 objection whose quote was not found in the artifact; see below.",
        "{sentence} Rule 1 did not count {n} objections whose quote was not found in the artifact; see below.",
    ],
    artifact: "Artifact: {name} (SHA-256 {sha256})",
    rounds: "Rounds: {n} of {limit}",
    anti_ratchet_off: "Anti-ratchet (rule 1) was {off} for this run",
    off: "off",
    author: "Author",
    judge: "Judge {judge}",
    model: "{part}: {name}",
    criteria: "Criteria",
    criterion: "Criterion",
    result: "Result",
    settled_heading: "Settled by a human",
    settled_item: "{id}: {result} — {note}",
    settled_cell: "Settled {result}: {note}",
    blocked_heading: "Objections blocked by rule 1 (moved to optional, not counted)",
    blocked_item: "Round {n}, judge {judge}, {criterion}: {reason}{quote} Not counted: {why}.",
    quote: " Quote: {quote}.",
    quoted: "“{text}”",
    quoted_md: "\"{text}\"",
    optional_heading: "Optional notes (never blocking)",
    rounds_heading: "Rounds",
    round: "Round {n}: {outcome}",
    failed: "; failed: {list}",
    disputed_list: "; disputed: {list}",
    settled_list: "; settled by you: {list}",
    list_separator: ", ",
    with_blocked: &[
        "{outcome}, with 1 objection blocked by rule 1",
        "{outcome}, with {n} objections blocked by rule 1",
    ],
    settled_as: "{id} settled by you as {result}",
    failed_by_judge: "; judge {judge} had failed it",
    failed_by_both: "; both judges had failed it",
    settled_separator: "; ",
    after_round: "{outcome} after round {n}: {settled}",
};

const VERDICT_EN: VerdictWords = VerdictWords {
    why: "passed in round {n}; a new FAIL needs a quote found in the artifact, and {problem} (rule 1: moved to the optional notes; this judge's FAIL does not count)",
    not_found: "its quote is not in the artifact",
    too_short: "its quote is shorter than {min} characters",
    no_quote: "it has no quote",
    blocked_reason: "PASS (FAIL blocked by rule 1: {reason})",
};

const ES: ReportWords = ReportWords {
    plural: one_other,
    title: "Veredicto: {run}",
    headline: "{outcome} (código de salida {code}). {sentence}",
    passed: &[
        "Los dos jueces aprobaron todos los criterios tras {n} ronda.",
        "Los dos jueces aprobaron todos los criterios tras {n} rondas.",
    ],
    passed_settled: &[
        "Tras {n} ronda, los jueces coincidieron en todos los criterios salvo {list}, que un juez suspendió y que resolviste tú (ver abajo).",
        "Tras {n} rondas, los jueces coincidieron en todos los criterios salvo {list}, que un juez suspendió y que resolviste tú (ver abajo).",
    ],
    disputed: "Los jueces discreparon sobre una evidencia que la herramienta no encontró; decide una persona.",
    round_limit: "Quedaban criterios sin superar al llegar al límite de rondas ({limit}).",
    ended: "La ejecución terminó con {outcome}.",
    not_counted: &[
        "{sentence} La regla 1 no contó {n} objeción cuya cita no se encontró en el artefacto; ver abajo.",
        "{sentence} La regla 1 no contó {n} objeciones cuyas citas no se encontraron en el artefacto; ver abajo.",
    ],
    artifact: "Artefacto: {name} (SHA-256 {sha256})",
    rounds: "Rondas: {n} de {limit}",
    anti_ratchet_off: "El antitrinquete (regla 1) estaba {off} en esta ejecución",
    off: "desactivado",
    author: "Autor",
    judge: "Juez {judge}",
    model: "{part}: {name}",
    criteria: "Criterios",
    criterion: "Criterio",
    result: "Resultado",
    settled_heading: "Resuelto por una persona",
    settled_item: "{id}: {result} — {note}",
    settled_cell: "Resuelto como {result}: {note}",
    blocked_heading: "Objeciones bloqueadas por la regla 1 (pasadas a las notas opcionales, no contadas)",
    blocked_item: "Ronda {n}, juez {judge}, {criterion}: {reason}{quote} No contada: {why}.",
    quote: " Cita: {quote}.",
    quoted: "«{text}»",
    quoted_md: "«{text}»",
    optional_heading: "Notas opcionales (nunca bloquean)",
    rounds_heading: "Rondas",
    round: "Ronda {n}: {outcome}",
    failed: "; no superados: {list}",
    disputed_list: "; en disputa: {list}",
    settled_list: "; resueltos por ti: {list}",
    list_separator: ", ",
    with_blocked: &[
        "{outcome}, con {n} objeción bloqueada por la regla 1",
        "{outcome}, con {n} objeciones bloqueadas por la regla 1",
    ],
    settled_as: "{id} resuelto por ti como {result}",
    failed_by_judge: "; el juez {judge} lo había suspendido",
    failed_by_both: "; los dos jueces lo habían suspendido",
    settled_separator: "; ",
    after_round: "{outcome} tras la ronda {n}: {settled}",
};

const VERDICT_ES: VerdictWords = VerdictWords {
    why: "pasó en la ronda {n}; un FAIL nuevo necesita una cita encontrada en el artefacto, y {problem} (regla 1: pasada a las notas opcionales; el FAIL de este juez no cuenta)",
    not_found: "su cita no está en el artefacto",
    too_short: "su cita tiene menos de {min} caracteres",
    no_quote: "no tiene cita",
    blocked_reason: "PASS (FAIL bloqueado por la regla 1: {reason})",
};

const FR: ReportWords = ReportWords {
    plural: singular_to_one,
    title: "Verdict : {run}",
    headline: "{outcome} (code de sortie {code}). {sentence}",
    passed: &[
        "Les deux juges ont validé tous les critères en {n} tour.",
        "Les deux juges ont validé tous les critères en {n} tours.",
    ],
    passed_settled: &[
        "Après {n} tour, les juges étaient d'accord sur tous les critères sauf {list}, qu'un juge a mis en échec et que vous avez tranché (voir ci-dessous).",
        "Après {n} tours, les juges étaient d'accord sur tous les critères sauf {list}, qu'un juge a mis en échec et que vous avez tranché (voir ci-dessous).",
    ],
    disputed: "Les juges sont en désaccord sur une preuve que l'outil n'a pas trouvée ; une personne tranche.",
    round_limit: "Des critères échouaient encore à la limite de tours ({limit}).",
    ended: "L'exécution s'est terminée par {outcome}.",
    not_counted: &[
        "{sentence} La règle 1 n'a pas compté {n} objection dont la citation est introuvable dans l'artefact ; voir ci-dessous.",
        "{sentence} La règle 1 n'a pas compté {n} objections dont la citation est introuvable dans l'artefact ; voir ci-dessous.",
    ],
    artifact: "Artefact : {name} (SHA-256 {sha256})",
    rounds: "Tours : {n} sur {limit}",
    anti_ratchet_off: "L'anti-cliquet (règle 1) était {off} pour cette exécution",
    off: "désactivé",
    author: "Auteur",
    judge: "Juge {judge}",
    model: "{part} : {name}",
    criteria: "Critères",
    criterion: "Critère",
    result: "Résultat",
    settled_heading: "Tranché par une personne",
    settled_item: "{id} : {result} — {note}",
    settled_cell: "Tranché en {result} : {note}",
    blocked_heading: "Objections bloquées par la règle 1 (déplacées dans les notes facultatives, non comptées)",
    blocked_item: "Tour {n}, juge {judge}, {criterion} : {reason}{quote} Non comptée : {why}.",
    quote: " Citation : {quote}.",
    quoted: "« {text} »",
    quoted_md: "« {text} »",
    optional_heading: "Notes facultatives (jamais bloquantes)",
    rounds_heading: "Tours",
    round: "Tour {n} : {outcome}",
    failed: " ; en échec : {list}",
    disputed_list: " ; contestés : {list}",
    settled_list: " ; tranchés par vous : {list}",
    list_separator: ", ",
    with_blocked: &[
        "{outcome}, avec {n} objection bloquée par la règle 1",
        "{outcome}, avec {n} objections bloquées par la règle 1",
    ],
    settled_as: "{id} tranché par vous en {result}",
    failed_by_judge: " ; le juge {judge} l'avait mis en échec",
    failed_by_both: " ; les deux juges l'avaient mis en échec",
    settled_separator: " ; ",
    after_round: "{outcome} après le tour {n} : {settled}",
};

const VERDICT_FR: VerdictWords = VerdictWords {
    why: "passé au tour {n} ; un nouveau FAIL demande une citation trouvée dans l'artefact, et {problem} (règle 1 : déplacée dans les notes facultatives ; le FAIL de ce juge ne compte pas)",
    not_found: "sa citation n'est pas dans l'artefact",
    too_short: "sa citation fait moins de {min} caractères",
    no_quote: "il n'a pas de citation",
    blocked_reason: "PASS (FAIL bloqué par la règle 1 : {reason})",
};

const DE: ReportWords = ReportWords {
    plural: one_other,
    title: "Urteil: {run}",
    headline: "{outcome} (Exit-Code {code}). {sentence}",
    passed: &[
        "Beide Prüfer haben nach {n} Runde jedes Kriterium als bestanden bewertet.",
        "Beide Prüfer haben nach {n} Runden jedes Kriterium als bestanden bewertet.",
    ],
    passed_settled: &[
        "Nach {n} Runde waren sich die Prüfer bei jedem Kriterium einig, außer bei {list}: Dort hatte ein Prüfer FAIL gegeben, und Sie haben entschieden (siehe unten).",
        "Nach {n} Runden waren sich die Prüfer bei jedem Kriterium einig, außer bei {list}: Dort hatte ein Prüfer FAIL gegeben, und Sie haben entschieden (siehe unten).",
    ],
    disputed: "Die Prüfer waren sich über einen Beleg uneinig, den das Werkzeug nicht finden konnte; ein Mensch entscheidet.",
    round_limit: "An der Rundengrenze ({limit}) waren noch Kriterien nicht bestanden.",
    ended: "Der Lauf endete mit {outcome}.",
    not_counted: &[
        "{sentence} Regel 1 hat {n} Einwand nicht gezählt, dessen Zitat im Artefakt nicht gefunden wurde; siehe unten.",
        "{sentence} Regel 1 hat {n} Einwände nicht gezählt, deren Zitate im Artefakt nicht gefunden wurden; siehe unten.",
    ],
    artifact: "Artefakt: {name} (SHA-256 {sha256})",
    rounds: "Runden: {n} von {limit}",
    anti_ratchet_off: "Die Anti-Ratsche (Regel 1) war in diesem Lauf {off}",
    off: "aus",
    author: "Autor",
    judge: "Prüfer {judge}",
    model: "{part}: {name}",
    criteria: "Kriterien",
    criterion: "Kriterium",
    result: "Ergebnis",
    settled_heading: "Von einem Menschen entschieden",
    settled_item: "{id}: {result} — {note}",
    settled_cell: "Entschieden als {result}: {note}",
    blocked_heading: "Von Regel 1 blockierte Einwände (zu den optionalen Notizen verschoben, nicht gezählt)",
    blocked_item: "Runde {n}, Prüfer {judge}, {criterion}: {reason}{quote} Nicht gezählt: {why}.",
    quote: " Zitat: {quote}.",
    quoted: "„{text}“",
    quoted_md: "„{text}“",
    optional_heading: "Optionale Notizen (blockieren nie)",
    rounds_heading: "Runden",
    round: "Runde {n}: {outcome}",
    failed: "; nicht bestanden: {list}",
    disputed_list: "; strittig: {list}",
    settled_list: "; von Ihnen entschieden: {list}",
    list_separator: ", ",
    with_blocked: &[
        "{outcome}, mit {n} von Regel 1 blockierten Einwand",
        "{outcome}, mit {n} von Regel 1 blockierten Einwänden",
    ],
    settled_as: "{id} von Ihnen als {result} entschieden",
    failed_by_judge: "; Prüfer {judge} hatte es als nicht bestanden bewertet",
    failed_by_both: "; beide Prüfer hatten es als nicht bestanden bewertet",
    settled_separator: "; ",
    after_round: "{outcome} nach Runde {n}: {settled}",
};

const VERDICT_DE: VerdictWords = VerdictWords {
    why: "in Runde {n} bestanden; ein neues FAIL braucht ein im Artefakt gefundenes Zitat, und {problem} (Regel 1: zu den optionalen Notizen verschoben; das FAIL dieses Prüfers zählt nicht)",
    not_found: "sein Zitat steht nicht im Artefakt",
    too_short: "sein Zitat ist kürzer als {min} Zeichen",
    no_quote: "es hat kein Zitat",
    blocked_reason: "PASS (FAIL von Regel 1 blockiert: {reason})",
};

const PT_BR: ReportWords = ReportWords {
    plural: singular_to_one,
    title: "Veredito: {run}",
    headline: "{outcome} (código de saída {code}). {sentence}",
    passed: &[
        "Os dois juízes aprovaram todos os critérios após {n} rodada.",
        "Os dois juízes aprovaram todos os critérios após {n} rodadas.",
    ],
    passed_settled: &[
        "Após {n} rodada, os juízes concordaram em todos os critérios, exceto {list}, que um juiz reprovou e você decidiu (veja abaixo).",
        "Após {n} rodadas, os juízes concordaram em todos os critérios, exceto {list}, que um juiz reprovou e você decidiu (veja abaixo).",
    ],
    disputed: "Os juízes discordaram sobre uma evidência que a ferramenta não encontrou; uma pessoa decide.",
    round_limit: "Ainda havia critérios reprovados no limite de rodadas ({limit}).",
    ended: "A execução terminou com {outcome}.",
    not_counted: &[
        "{sentence} A regra 1 não contou {n} objeção cuja citação não foi encontrada no artefato; veja abaixo.",
        "{sentence} A regra 1 não contou {n} objeções cujas citações não foram encontradas no artefato; veja abaixo.",
    ],
    artifact: "Artefato: {name} (SHA-256 {sha256})",
    rounds: "Rodadas: {n} de {limit}",
    anti_ratchet_off: "A anticatraca (regra 1) estava {off} nesta execução",
    off: "desligada",
    author: "Autor",
    judge: "Juiz {judge}",
    model: "{part}: {name}",
    criteria: "Critérios",
    criterion: "Critério",
    result: "Resultado",
    settled_heading: "Decidido por uma pessoa",
    settled_item: "{id}: {result} — {note}",
    settled_cell: "Decidido como {result}: {note}",
    blocked_heading: "Objeções bloqueadas pela regra 1 (movidas para as notas opcionais, não contadas)",
    blocked_item: "Rodada {n}, juiz {judge}, {criterion}: {reason}{quote} Não contada: {why}.",
    quote: " Citação: {quote}.",
    quoted: "“{text}”",
    quoted_md: "“{text}”",
    optional_heading: "Notas opcionais (nunca bloqueiam)",
    rounds_heading: "Rodadas",
    round: "Rodada {n}: {outcome}",
    failed: "; reprovados: {list}",
    disputed_list: "; em disputa: {list}",
    settled_list: "; decididos por você: {list}",
    list_separator: ", ",
    with_blocked: &[
        "{outcome}, com {n} objeção bloqueada pela regra 1",
        "{outcome}, com {n} objeções bloqueadas pela regra 1",
    ],
    settled_as: "{id} decidido por você como {result}",
    failed_by_judge: "; o juiz {judge} o tinha reprovado",
    failed_by_both: "; os dois juízes o tinham reprovado",
    settled_separator: "; ",
    after_round: "{outcome} após a rodada {n}: {settled}",
};

const VERDICT_PT_BR: VerdictWords = VerdictWords {
    why: "passou na rodada {n}; um FAIL novo precisa de uma citação encontrada no artefato, e {problem} (regra 1: movida para as notas opcionais; o FAIL deste juiz não conta)",
    not_found: "sua citação não está no artefato",
    too_short: "sua citação tem menos de {min} caracteres",
    no_quote: "ele não tem citação",
    blocked_reason: "PASS (FAIL bloqueado pela regra 1: {reason})",
};

const JA: ReportWords = ReportWords {
    plural: one_form,
    title: "判定：{run}",
    headline: "{outcome}（終了コード {code}）。{sentence}",
    passed: &["{n} ラウンドで、両方の審査員がすべての基準を PASS と判定しました。"],
    passed_settled: &[
        "{n} ラウンドを経て、審査員は {list} を除くすべての基準で一致しました。{list} は審査員の一人が FAIL とし、あなたが判断しました（下記参照）。",
    ],
    disputed: "ツールが見つけられなかった証拠について、審査員の意見が分かれました。人が判断します。",
    round_limit: "ラウンドの上限（{limit}）に達しても、FAIL の基準が残りました。",
    ended: "この実行は {outcome} で終わりました。",
    not_counted: &[
        "{sentence}引用が成果物に見つからなかった異議 {n} 件を、ルール 1 は数えませんでした（下記参照）。",
    ],
    artifact: "成果物：{name}（SHA-256 {sha256}）",
    rounds: "ラウンド：{n} / {limit}",
    anti_ratchet_off: "この実行ではアンチラチェット（ルール 1）が{off}でした",
    off: "オフ",
    author: "作者",
    judge: "審査員 {judge}",
    model: "{part}：{name}",
    criteria: "基準",
    criterion: "基準",
    result: "結果",
    settled_heading: "人による判断",
    settled_item: "{id}：{result} — {note}",
    settled_cell: "{result} と判断：{note}",
    blocked_heading: "ルール 1 でブロックされた異議（任意のメモに移動、数えない）",
    blocked_item: "ラウンド {n}、審査員 {judge}、{criterion}：{reason}{quote} 数えない理由：{why}。",
    quote: " 引用：{quote}",
    quoted: "「{text}」",
    quoted_md: "「{text}」",
    optional_heading: "任意のメモ（ブロックしない）",
    rounds_heading: "ラウンド",
    round: "ラウンド {n}：{outcome}",
    failed: "；不合格：{list}",
    disputed_list: "；係争中：{list}",
    settled_list: "；あなたが判断：{list}",
    list_separator: "、",
    with_blocked: &["{outcome}（ルール 1 でブロックされた異議 {n} 件あり）"],
    settled_as: "{id} はあなたが {result} と判断",
    failed_by_judge: "（審査員 {judge} は FAIL としていました）",
    failed_by_both: "（両方の審査員が FAIL としていました）",
    settled_separator: "；",
    after_round: "{outcome}、ラウンド {n} 後：{settled}",
};

const VERDICT_JA: VerdictWords = VerdictWords {
    why: "ラウンド {n} で PASS した基準です。新たな FAIL には成果物に見つかる引用が必要ですが、{problem}（ルール 1：任意のメモに移動。この審査員の FAIL は数えません）",
    not_found: "引用が成果物にありません",
    too_short: "引用が {min} 文字未満です",
    no_quote: "引用がありません",
    blocked_reason: "PASS（ルール 1 で FAIL をブロック：{reason}）",
};

const ZH_CN: ReportWords = ReportWords {
    plural: one_form,
    title: "裁决：{run}",
    headline: "{outcome}（退出码 {code}）。{sentence}",
    passed: &["经过 {n} 轮，两位评委都判定每条标准通过。"],
    passed_settled: &[
        "经过 {n} 轮，评委在除 {list} 以外的每条标准上意见一致；{list} 曾被一位评委判为 FAIL，由你裁定（见下文）。",
    ],
    disputed: "评委在工具找不到的证据上意见不一；由人来决定。",
    round_limit: "到达轮数上限（{limit}）时，仍有标准未通过。",
    ended: "本次运行以 {outcome} 结束。",
    not_counted: &["{sentence}有 {n} 条异议的引用在作品中找不到，规则 1 未计入（见下文）。"],
    artifact: "作品：{name}（SHA-256 {sha256}）",
    rounds: "轮数：{n} / {limit}",
    anti_ratchet_off: "本次运行的防棘轮（规则 1）已{off}",
    off: "关闭",
    author: "作者",
    judge: "评委 {judge}",
    model: "{part}：{name}",
    criteria: "标准",
    criterion: "标准",
    result: "结果",
    settled_heading: "由人裁定",
    settled_item: "{id}：{result} — {note}",
    settled_cell: "裁定为 {result}：{note}",
    blocked_heading: "被规则 1 拦下的异议（移到可选备注，不计入）",
    blocked_item: "第 {n} 轮，评委 {judge}，{criterion}：{reason}{quote} 不计入：{why}。",
    quote: " 引用：{quote}",
    quoted: "“{text}”",
    quoted_md: "“{text}”",
    optional_heading: "可选备注（从不阻塞）",
    rounds_heading: "各轮",
    round: "第 {n} 轮：{outcome}",
    failed: "；未通过：{list}",
    disputed_list: "；有争议：{list}",
    settled_list: "；由你裁定：{list}",
    list_separator: "、",
    with_blocked: &["{outcome}，另有 {n} 条异议被规则 1 拦下"],
    settled_as: "{id} 由你裁定为 {result}",
    failed_by_judge: "；评委 {judge} 曾判其 FAIL",
    failed_by_both: "；两位评委都曾判其 FAIL",
    settled_separator: "；",
    after_round: "{outcome}，第 {n} 轮后：{settled}",
};

const VERDICT_ZH_CN: VerdictWords = VerdictWords {
    why: "该标准在第 {n} 轮已通过；新的 FAIL 需要在作品中找得到的引用，而{problem}（规则 1：移到可选备注；这位评委的 FAIL 不计入）",
    not_found: "它的引用不在作品中",
    too_short: "它的引用少于 {min} 个字符",
    no_quote: "它没有引用",
    blocked_reason: "PASS（FAIL 被规则 1 拦下：{reason}）",
};

const AR: ReportWords = ReportWords {
    plural: arabic,
    title: "الحكم: {run}",
    headline: "{outcome} (رمز الخروج {code}). {sentence}",
    passed: &[
        "أجاز المحكّمان كل المعايير بعد {n} جولة.",
        "أجاز المحكّمان كل المعايير بعد جولة واحدة.",
        "أجاز المحكّمان كل المعايير بعد جولتين.",
        "أجاز المحكّمان كل المعايير بعد {n} جولات.",
        "أجاز المحكّمان كل المعايير بعد {n} جولة.",
        "أجاز المحكّمان كل المعايير بعد {n} جولة.",
    ],
    passed_settled: &[
        "بعد {n} جولة، اتفق المحكّمان على كل المعايير ما عدا {list}، الذي رفضه أحد المحكّمَين وحسمتَه أنت (انظر أدناه).",
        "بعد جولة واحدة، اتفق المحكّمان على كل المعايير ما عدا {list}، الذي رفضه أحد المحكّمَين وحسمتَه أنت (انظر أدناه).",
        "بعد جولتين، اتفق المحكّمان على كل المعايير ما عدا {list}، الذي رفضه أحد المحكّمَين وحسمتَه أنت (انظر أدناه).",
        "بعد {n} جولات، اتفق المحكّمان على كل المعايير ما عدا {list}، الذي رفضه أحد المحكّمَين وحسمتَه أنت (انظر أدناه).",
        "بعد {n} جولة، اتفق المحكّمان على كل المعايير ما عدا {list}، الذي رفضه أحد المحكّمَين وحسمتَه أنت (انظر أدناه).",
        "بعد {n} جولة، اتفق المحكّمان على كل المعايير ما عدا {list}، الذي رفضه أحد المحكّمَين وحسمتَه أنت (انظر أدناه).",
    ],
    disputed: "اختلف المحكّمان على دليل لم تجده الأداة؛ يقرّر إنسان.",
    round_limit: "بقيت معايير لم تنجح عند حدّ الجولات ({limit}).",
    ended: "انتهى التشغيل بـ {outcome}.",
    not_counted: &[
        "{sentence} هناك {n} اعتراض لم تحتسبها القاعدة 1 لأن اقتباساتها لم يُعثر عليها في العمل؛ انظر أدناه.",
        "{sentence} هناك اعتراض واحد لم تحتسبه القاعدة 1 لأن اقتباسه لم يُعثر عليه في العمل؛ انظر أدناه.",
        "{sentence} هناك اعتراضان لم تحتسبهما القاعدة 1 لأن اقتباسيهما لم يُعثر عليهما في العمل؛ انظر أدناه.",
        "{sentence} هناك {n} اعتراضات لم تحتسبها القاعدة 1 لأن اقتباساتها لم يُعثر عليها في العمل؛ انظر أدناه.",
        "{sentence} هناك {n} اعتراضًا لم تحتسبها القاعدة 1 لأن اقتباساتها لم يُعثر عليها في العمل؛ انظر أدناه.",
        "{sentence} هناك {n} اعتراض لم تحتسبها القاعدة 1 لأن اقتباساتها لم يُعثر عليها في العمل؛ انظر أدناه.",
    ],
    artifact: "العمل: {name} (SHA-256 {sha256})",
    rounds: "الجولات: {n} من {limit}",
    anti_ratchet_off: "كانت قاعدة منع التصعيد (القاعدة 1) {off} في هذا التشغيل",
    off: "معطّلة",
    author: "المؤلف",
    judge: "المحكّم {judge}",
    model: "{part}: {name}",
    criteria: "المعايير",
    criterion: "المعيار",
    result: "النتيجة",
    settled_heading: "حسمه إنسان",
    settled_item: "{id}: {result} — {note}",
    settled_cell: "حُسم {result}: {note}",
    blocked_heading: "اعتراضات حجبتها القاعدة 1 (نُقلت إلى الملاحظات الاختيارية ولم تُحتسب)",
    blocked_item: "الجولة {n}، المحكّم {judge}، {criterion}: {reason}{quote} لم يُحتسب: {why}.",
    quote: " الاقتباس: {quote}.",
    quoted: "«{text}»",
    quoted_md: "«{text}»",
    optional_heading: "ملاحظات اختيارية (لا تمنع شيئًا أبدًا)",
    rounds_heading: "الجولات",
    round: "الجولة {n}: {outcome}",
    failed: "؛ لم تنجح: {list}",
    disputed_list: "؛ متنازع عليها: {list}",
    settled_list: "؛ حسمتَها أنت: {list}",
    list_separator: "، ",
    with_blocked: &[
        "{outcome}، مع {n} اعتراض حجبتها القاعدة 1",
        "{outcome}، مع اعتراض واحد حجبته القاعدة 1",
        "{outcome}، مع اعتراضين حجبتهما القاعدة 1",
        "{outcome}، مع {n} اعتراضات حجبتها القاعدة 1",
        "{outcome}، مع {n} اعتراضًا حجبتها القاعدة 1",
        "{outcome}، مع {n} اعتراض حجبتها القاعدة 1",
    ],
    settled_as: "{id} حسمتَه أنت على أنه {result}",
    failed_by_judge: "؛ وكان المحكّم {judge} قد رفضه",
    failed_by_both: "؛ وكان المحكّمان كلاهما قد رفضاه",
    settled_separator: "؛ ",
    after_round: "{outcome} بعد الجولة {n}: {settled}",
};

const VERDICT_AR: VerdictWords = VerdictWords {
    why: "نجح في الجولة {n}؛ يحتاج FAIL جديد إلى اقتباس موجود في العمل، و{problem} (القاعدة 1: نُقل إلى الملاحظات الاختيارية؛ لا يُحتسب FAIL هذا المحكّم)",
    not_found: "اقتباسه غير موجود في العمل",
    too_short: "اقتباسه أقصر من {min} حرفًا",
    no_quote: "ليس له اقتباس",
    blocked_reason: "PASS (حجبت القاعدة 1 الحكم FAIL: {reason})",
};

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The markers of a template, by name.
    fn markers(template: &str) -> BTreeSet<&str> {
        template
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect()
    }

    /// A template by its field's name, and whether it is a [`Plural`].
    type Templates = Vec<(&'static str, Plural, bool)>;

    fn one(field: &'static str, template: &'static &'static str) -> (&'static str, Plural, bool) {
        (field, std::slice::from_ref(template), false)
    }

    fn forms(field: &'static str, forms: Plural) -> (&'static str, Plural, bool) {
        (field, forms, true)
    }

    /// Every template of a set. Destructured whole, so a field added to the struct cannot be
    /// left out of the checks.
    fn report_templates(w: &'static ReportWords) -> Templates {
        let ReportWords {
            plural: _,
            title,
            headline,
            passed,
            passed_settled,
            disputed,
            round_limit,
            ended,
            not_counted,
            artifact,
            rounds,
            anti_ratchet_off,
            off,
            author,
            judge,
            model,
            criteria,
            criterion,
            result,
            settled_heading,
            settled_item,
            settled_cell,
            blocked_heading,
            blocked_item,
            quote,
            quoted,
            quoted_md,
            optional_heading,
            rounds_heading,
            round,
            failed,
            disputed_list,
            settled_list,
            list_separator,
            with_blocked,
            settled_as,
            failed_by_judge,
            failed_by_both,
            settled_separator,
            after_round,
        } = w;
        vec![
            one("title", title),
            one("headline", headline),
            forms("passed", passed),
            forms("passed_settled", passed_settled),
            one("disputed", disputed),
            one("round_limit", round_limit),
            one("ended", ended),
            forms("not_counted", not_counted),
            one("artifact", artifact),
            one("rounds", rounds),
            one("anti_ratchet_off", anti_ratchet_off),
            one("off", off),
            one("author", author),
            one("judge", judge),
            one("model", model),
            one("criteria", criteria),
            one("criterion", criterion),
            one("result", result),
            one("settled_heading", settled_heading),
            one("settled_item", settled_item),
            one("settled_cell", settled_cell),
            one("blocked_heading", blocked_heading),
            one("blocked_item", blocked_item),
            one("quote", quote),
            one("quoted", quoted),
            one("quoted_md", quoted_md),
            one("optional_heading", optional_heading),
            one("rounds_heading", rounds_heading),
            one("round", round),
            one("failed", failed),
            one("disputed_list", disputed_list),
            one("settled_list", settled_list),
            one("list_separator", list_separator),
            forms("with_blocked", with_blocked),
            one("settled_as", settled_as),
            one("failed_by_judge", failed_by_judge),
            one("failed_by_both", failed_by_both),
            one("settled_separator", settled_separator),
            one("after_round", after_round),
        ]
    }

    fn verdict_templates(w: &'static VerdictWords) -> Templates {
        let VerdictWords {
            why,
            not_found,
            too_short,
            no_quote,
            blocked_reason,
        } = w;
        vec![
            one("why", why),
            one("not_found", not_found),
            one("too_short", too_short),
            one("no_quote", no_quote),
            one("blocked_reason", blocked_reason),
        ]
    }

    /// Each template of a translation has English's markers: one left out or misspelt would
    /// drop a fact from the report, or print a marker. A plural form may spell its count out
    /// ("1 objection", Arabic's "اعتراضين") instead of `{n}`.
    fn same_markers(language: Language, english: Templates, translated: Templates) {
        assert_eq!(english.len(), translated.len());
        for ((field, en, plural), (_, forms, _)) in english.into_iter().zip(translated) {
            let expected: BTreeSet<&str> = en.iter().flat_map(|t| markers(t)).collect();
            for form in forms {
                let mut found = markers(form);
                if plural && expected.contains("n") {
                    found.insert("n");
                }
                assert_eq!(found, expected, "{language} {field}: {form}");
            }
        }
    }

    #[test]
    fn every_language_has_the_markers_of_english() {
        for &language in Language::ALL {
            same_markers(
                language,
                report_templates(&EN),
                report_templates(words(language)),
            );
            same_markers(
                language,
                verdict_templates(&VERDICT_EN),
                verdict_templates(verdict_words(language)),
            );
        }
    }

    /// Each plural phrase has one form per category of its language's rule, and every
    /// category is reached by some count.
    #[test]
    fn every_plural_has_a_form_for_each_category() {
        for &language in Language::ALL {
            let w = words(language);
            let reached: BTreeSet<usize> = (0..=1_000).map(w.plural).collect();
            let categories = reached.len();
            assert_eq!(reached.last(), Some(&(categories - 1)), "{language}");
            for (field, forms, plural) in report_templates(w) {
                if plural {
                    assert_eq!(forms.len(), categories, "{language} {field}");
                }
            }
        }
    }

    // CLDR's cardinal rules for whole numbers, at the counts where languages differ.
    #[test]
    fn a_count_takes_its_language_s_form() {
        let form = |language: Language, n: u64| {
            let w = words(language);
            w.form(w.with_blocked, n)
        };
        assert_eq!(
            form(Language::En, 1),
            "{outcome}, with 1 objection blocked by rule 1"
        );
        assert_eq!(
            form(Language::En, 0),
            "{outcome}, with {n} objections blocked by rule 1"
        );
        assert_eq!(form(Language::Fr, 0), form(Language::Fr, 1));
        assert_ne!(form(Language::Fr, 1), form(Language::Fr, 2));
        assert_eq!(form(Language::De, 2), form(Language::De, 21));
        assert_eq!(form(Language::Ja, 1), form(Language::Ja, 5));
        let ar: Vec<usize> = [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]
            .map(arabic)
            .to_vec();
        assert_eq!(ar, [0, 1, 2, 3, 3, 4, 4, 5, 5, 3, 4]);
    }
}
