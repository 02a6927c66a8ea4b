//! new_run: the form that starts a run — name, rubric (with the core's example rubrics, live
//! validation and linter hints), the artifact (pasted or opened from a file), the round limit,
//! the anti-ratchet switch and the optional model names.
//!
//! Owns the form's fields while they are edited, and on "Start the run" the list of every
//! problem at once (an error summary whose links focus the field at fault; each field marked
//! `aria-invalid` and described by its own message). Every check is the core's:
//! `Rubric::check` and its hints live, `Run::problems` and `Run::create` on submit, `family`
//! for the A/B warning. Only reading the round limit as a number is the form's own.

use crate::browser;
use crate::i18n::say;
use crate::review::failure::FailureNotice;
use crate::review::focus::Focus;
use crate::state::{AppState, Failure};
use crate::t;
use crate::typed::{NewField, TypedKey};
use crate::ui::controls::OpenFileButton;
use crate::ui::notice::capitalize;
use crate::ui::notice::{Notice, Tone};
use jury_core::language::Language;
use jury_core::review::family::same_family_warning;
use jury_core::review::history::{Models, RunConfig, DEFAULT_ROUNDS, MAX_ROUNDS};
use jury_core::review::rubric::{Rubric, EXAMPLES, MAX_CRITERIA, MIN_CRITERIA};
use jury_core::review::run::{read_round_limit, CreateError, Run};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

fn optional(text: String) -> Option<String> {
    let t = text.trim();
    (!t.is_empty()).then(|| t.to_string())
}

/// A text field of the form, kept as a typed text of this tab (`AppState::typed texts`) under
/// `TypedKey::New`: what the user typed or opened survives a refused start and a page reload.
#[derive(Clone, Copy)]
struct Field {
    state: AppState,
    field: NewField,
}

impl Field {
    fn key(self) -> TypedKey {
        TypedKey::New(self.field)
    }
    fn get(self) -> String {
        self.state.typed(&self.key())
    }
    fn get_untracked(self) -> String {
        self.state.typed_untracked(&self.key())
    }
    fn set(self, text: String) {
        self.state.set_typed(&self.key(), text);
    }
}

/// The form while it is edited: its fields (typed texts of this tab), the anti-ratchet switch, what
/// the last "Start the run" found wrong (in the form's order; cleared by the next try) and a
/// failure to store the run.
#[derive(Clone, Copy)]
struct NewRunForm {
    state: AppState,
    name: Field,
    rubric: Field,
    artifact: Field,
    artifact_name: Field,
    rounds: Field,
    author: Field,
    model_a: Field,
    model_b: Field,
    anti_ratchet: RwSignal<bool>,
    language: RwSignal<Language>,
    problems: RwSignal<Vec<FieldProblem>>,
    failure: RwSignal<Option<Failure>>,
}

impl NewRunForm {
    fn new(state: AppState) -> Self {
        let [name, rubric, artifact, artifact_name, rounds, author, model_a, model_b] =
            NewField::ALL.map(|field| Field { state, field });
        if rounds.get_untracked().is_empty() {
            rounds.set(DEFAULT_ROUNDS.to_string());
        }
        NewRunForm {
            state,
            name,
            rubric,
            artifact,
            artifact_name,
            rounds,
            author,
            model_a,
            model_b,
            anti_ratchet: RwSignal::new(true),
            language: RwSignal::new(crate::i18n::language()),
            problems: RwSignal::new(Vec::new()),
            failure: RwSignal::new(None),
        }
    }

    /// Puts example rubric `text` in the rubric field; replacing a rubric the user wrote needs
    /// their yes.
    fn use_example(self, text: &'static str) {
        let current = self.rubric.get_untracked();
        let replaceable = current.trim().is_empty() || EXAMPLES.iter().any(|e| e.text == current);
        let ok = replaceable
            || window()
                .confirm_with_message(&t!(PagesNewReplaceRubric))
                .unwrap_or(false);
        if ok {
            self.rubric.set(text.to_string());
        }
    }

    /// The run the form asks for, or every problem with it, in the form's order.
    fn config(self) -> Result<RunConfig, Vec<FieldProblem>> {
        let typed_rounds = read_round_limit(&self.rounds.get_untracked());
        let mut config = RunConfig::new(
            self.name.get_untracked().trim(),
            self.rubric.get_untracked(),
            self.artifact.get_untracked(),
        );
        if let Some(n) = optional(self.artifact_name.get_untracked()) {
            config.artifact_name = n;
        }
        // A limit that is not a number is the form's own problem; the core checks the rest.
        config.rounds = *typed_rounds.as_ref().unwrap_or(&DEFAULT_ROUNDS);
        config.anti_ratchet = self.anti_ratchet.get_untracked();
        config.language = self.language.get_untracked();
        config.models = Models {
            author: optional(self.author.get_untracked()),
            a: optional(self.model_a.get_untracked()),
            b: optional(self.model_b.get_untracked()),
        };
        let mut found: Vec<FieldProblem> = Run::problems(&config)
            .iter()
            .map(FieldProblem::from)
            .collect();
        if let Err(e) = &typed_rounds {
            found.push(FieldProblem::from(e));
        }
        found.sort_by_key(|p| FORM_ORDER.iter().position(|f| *f == p.field));
        if found.is_empty() {
            Ok(config)
        } else {
            Err(found)
        }
    }

    /// "Start the run": the problems listed (and focused), or the run stored and opened and the
    /// form's typed texts cleared.
    fn start(self) {
        self.failure.set(None);
        let config = match self.config() {
            Ok(config) => {
                self.problems.set(Vec::new());
                config
            }
            Err(found) => {
                self.problems.set(found);
                Focus::FormProblems.after_render();
                return;
            }
        };
        match Run::create(config, browser::now_ms() as u64) {
            Err(e) => self.failure.set(Some(Failure {
                message: capitalize(&say(&e)),
                unsaved: None,
            })),
            Ok(run) => match self.state.add_run(run) {
                Ok(()) => NewField::ALL
                    .into_iter()
                    .for_each(|f| self.state.clear_typed(&TypedKey::New(f))),
                Err(f) => self.failure.set(Some(f)),
            },
        }
    }

    /// `aria-invalid` of field `field`: set while the last try found a problem in it.
    fn invalid(self, field: &'static str) -> impl Fn() -> Option<&'static str> + Copy {
        move || {
            self.problems
                .with(|all| all.iter().any(|p| p.field == field))
                .then_some("true")
        }
    }

    /// `aria-describedby` of field `field`: its error (while there is one) and its `help`.
    fn described(
        self,
        field: &'static str,
        help: &'static str,
    ) -> impl Fn() -> Option<String> + Copy {
        move || {
            let has = self
                .problems
                .with(|all| all.iter().any(|p| p.field == field));
            let ids = if has {
                format!("{field}-error {help}")
            } else {
                help.to_string()
            };
            let ids = ids.trim().to_string();
            (!ids.is_empty()).then_some(ids)
        }
    }
}

#[component]
pub fn NewRunPage() -> impl IntoView {
    let form = NewRunForm::new(expect_context::<AppState>());
    view! {
        <section class="panel">
            <div class="row spread">
                <h2 tabindex="-1">{t!(PagesNewRun)}</h2>
                <a href=crate::route::Route::How.href()>{t!(PagesHowItWorks)}</a>
            </div>
            <ProblemSummary problems=form.problems />
            <div class="field">
                <label for="run-name">{t!(PagesNewName)}</label>
                <FieldError field="run-name" problems=form.problems />
                <input id="run-name" type="text" placeholder=t!(PagesNewNamePlaceholder)
                    aria-invalid=form.invalid("run-name") aria-describedby=form.described("run-name", "")
                    prop:value=move || form.name.get()
                    on:input=move |ev| form.name.set(event_target_value(&ev)) />
            </div>
            {rubric_field(form)}
            {artifact_field(form)}
            {limit_fields(form)}
            {language_field(form.language)}
            {anti_ratchet_field(form.anti_ratchet)}
            {model_fields(form)}
            {move || form.failure.get().map(|f| view! { <FailureNotice failure=f /> })}
            <div class="row">
                <button type="button" class="primary" on:click=move |_| form.start()>{t!(PagesNewStart)}</button>
                <a href="#/">{t!(PagesCancel)}</a>
            </div>
        </section>
    }
}

/// The rubric, with the core's examples to start from and its live check.
fn rubric_field(form: NewRunForm) -> impl IntoView {
    let rubric = form.rubric;
    view! {
        <div class="field">
            <label for="run-rubric">{t!(PagesNewRubric, min = MIN_CRITERIA, max = MAX_CRITERIA)}</label>
            <div class="row small">
                <span class="muted">{t!(PagesNewExamples)}</span>
                {EXAMPLES.iter().map(|e| {
                    let text = e.text;
                    view! {
                        <button type="button" on:click=move |_| form.use_example(text)>
                            {t!(PagesNewExample, kind = e.kind)}
                        </button>
                    }
                }).collect_view()}
            </div>
            // Its problems are listed live below it (rubric-check), not twice.
            <textarea id="run-rubric" class="mono tall" aria-describedby="rubric-check"
                aria-invalid=form.invalid("run-rubric")
                placeholder=t!(PagesNewRubricPlaceholder)
                prop:value=move || rubric.get()
                on:input=move |ev| rubric.set(event_target_value(&ev))></textarea>
            <div id="rubric-check"><RubricCheck text=Signal::derive(move || rubric.get()) /></div>
        </div>
    }
}

/// The artifact, pasted or opened from a file, with a warning when it is too big to survive a
/// page reload.
fn artifact_field(form: NewRunForm) -> impl IntoView {
    let (artifact, artifact_name, failure) = (form.artifact, form.artifact_name, form.failure);
    let on_open = Callback::new(move |(file, text): (String, String)| {
        artifact.set(text);
        artifact_name.set(file);
    });
    let on_error = Callback::new(move |message: String| {
        failure.set(Some(Failure {
            message,
            unsaved: None,
        }))
    });
    view! {
        <div class="field">
            <label for="run-artifact">{t!(PagesNewArtifact)}</label>
            <div class="row small">
                <OpenFileButton label=t!(PagesNewOpenFile) on_open=on_open on_error=on_error />
                <span class="muted">{t!(PagesNewOrPaste)}</span>
            </div>
            <FieldError field="run-artifact" problems=form.problems />
            <textarea id="run-artifact" class="mono tall" aria-invalid=form.invalid("run-artifact")
                aria-describedby=form.described("run-artifact", "")
                prop:value=move || artifact.get()
                on:input=move |ev| artifact.set(event_target_value(&ev))></textarea>
            <Show when=move || !form.state.typed_kept(&artifact.key())>
                <Notice tone=Tone::Warn><p>{t!(PagesNewArtifactUnkept)}</p></Notice>
            </Show>
        </div>
    }
}

/// The artifact's name and the round limit, side by side.
fn limit_fields(form: NewRunForm) -> impl IntoView {
    let (artifact_name, rounds) = (form.artifact_name, form.rounds);
    view! {
        <div class="grid-2">
            <div class="field">
                <label for="run-artifact-name">{t!(PagesNewArtifactName)}</label>
                <input id="run-artifact-name" type="text" placeholder=t!(PagesNewArtifactNamePlaceholder)
                    prop:value=move || artifact_name.get()
                    on:input=move |ev| artifact_name.set(event_target_value(&ev)) />
            </div>
            <div class="field">
                <label for="run-rounds">{t!(PagesNewRounds)}</label>
                <FieldError field="run-rounds" problems=form.problems />
                <input id="run-rounds" type="number" min="1" max=MAX_ROUNDS.to_string()
                    aria-invalid=form.invalid("run-rounds") aria-describedby=form.described("run-rounds", "run-rounds-help")
                    prop:value=move || rounds.get()
                    on:input=move |ev| rounds.set(event_target_value(&ev)) />
                <div class="field-help" id="run-rounds-help">{t!(PagesNewRoundsHelp)}</div>
            </div>
        </div>
    }
}

/// The language the judge prompts are written in (review-loop §8); the app's language unless
/// chosen.
fn language_field(language: RwSignal<Language>) -> impl IntoView {
    view! {
        <div class="field">
            <label for="run-language">{t!(PagesNewLanguage)}</label>
            <select id="run-language" aria-describedby="run-language-help"
                on:change=move |ev| {
                    if let Some(l) = Language::parse(&event_target_value(&ev)) {
                        language.set(l);
                    }
                }>
                {Language::ALL.iter().map(|&l| view! {
                    <option value=l.as_str() lang=l.as_str() selected=move || language.get() == l>{l.endonym()}</option>
                }).collect_view()}
            </select>
            <div class="field-help" id="run-language-help">
                {t!(PagesNewLanguageHelp)}
            </div>
        </div>
    }
}

/// The anti-ratchet switch (rule 1), on unless the user turns it off.
fn anti_ratchet_field(on: RwSignal<bool>) -> impl IntoView {
    view! {
        <div class="field">
            <label class="inline">
                <input type="checkbox" prop:checked=move || on.get()
                    on:change=move |ev| on.set(event_target_checked(&ev)) />
                {t!(PagesNewAntiRatchet)}
            </label>
            <div class="field-help">
                {t!(PagesNewAntiRatchetHelp)}
            </div>
            <Show when=move || !on.get()>
                <Notice tone=Tone::Warn><p>{t!(PagesNewAntiRatchetOff)}</p></Notice>
            </Show>
        </div>
    }
}

/// Which models play which part (optional), with the core's same-family warning.
fn model_fields(form: NewRunForm) -> impl IntoView {
    let (model_a, model_b) = (form.model_a, form.model_b);
    let family_warning = move || same_family_warning(&model_a.get(), &model_b.get());
    view! {
        <details>
            <summary>{t!(PagesNewModels)}</summary>
            <div class="grid-2">
                <ModelField id="model-author" label=t!(PagesNewModelAuthor) value=form.author />
                <ModelField id="model-a" label=t!(PagesNewModelA) value=model_a />
                <ModelField id="model-b" label=t!(PagesNewModelB) value=model_b />
            </div>
            {move || family_warning().map(|w| view! { <Notice tone=Tone::Warn><p>{w}</p></Notice> })}
        </details>
    }
}

/// The form's fields in the order they are shown: the error summary lists problems so.
const FORM_ORDER: [&str; 4] = ["run-name", "run-rubric", "run-artifact", ROUNDS_FIELD];
const ROUNDS_FIELD: &str = "run-rounds";

/// One thing to fix before the run can start: the field (its element id), the rubric line when
/// one line is at fault, and the message.
#[derive(Clone, Debug, PartialEq)]
struct FieldProblem {
    field: &'static str,
    line: Option<usize>,
    message: String,
}

impl From<&CreateError> for FieldProblem {
    fn from(e: &CreateError) -> Self {
        let (field, line) = match e {
            CreateError::Rubric(r) => ("run-rubric", r.line()),
            CreateError::EmptyName => ("run-name", None),
            CreateError::RubricTooLarge(_) => ("run-rubric", None),
            CreateError::EmptyArtifact | CreateError::ArtifactTooLarge(_) => ("run-artifact", None),
            CreateError::RoundsOutOfRange { .. } | CreateError::RoundsNotANumber { .. } => {
                (ROUNDS_FIELD, None)
            }
        };
        FieldProblem {
            field,
            line,
            message: capitalize(&say(e)),
        }
    }
}

/// Puts the keyboard in field `id`; in the rubric, on the line at fault (selected).
fn focus_field(id: &str, line: Option<usize>) {
    let Some(el) = document().get_element_by_id(id) else {
        return;
    };
    if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
        let _ = el.focus();
    }
    if let (Some(area), Some(line)) = (el.dyn_ref::<web_sys::HtmlTextAreaElement>(), line) {
        let text = area.value();
        let start = jury_core::text::utf16_offset(&text, line, 1) as u32;
        let end = (jury_core::text::utf16_offset(&text, line + 1, 1) as u32).saturating_sub(1);
        let _ = area.set_selection_range(start, end.max(start));
    }
}

/// Every problem of the last "Start the run", each a link to its field. Focused when it
/// appears, so that a keyboard or screen-reader user hears the list first.
#[component]
fn ProblemSummary(problems: RwSignal<Vec<FieldProblem>>) -> impl IntoView {
    move || {
        let all = problems.get();
        (!all.is_empty()).then(|| {
            let count = all.len();
            view! {
                <div class="notice error error-summary" role="alert" id=Focus::FormProblems.id() tabindex="-1"
                    aria-labelledby="form-problems-h">
                    <p id="form-problems-h"><strong>{t!(PagesNewProblems, count = count)}</strong></p>
                    <ul>{all.into_iter().map(|p| {
                        let (field, line) = (p.field, p.line);
                        view! {
                            <li><a href=format!("#{field}") on:click=move |ev| {
                                // A hash link would leave the page (the hash is the route).
                                ev.prevent_default();
                                focus_field(field, line);
                            }>{p.message}</a></li>
                        }
                    }).collect_view()}</ul>
                </div>
            }
        })
    }
}

/// The messages of one field's problems, above the field (its `aria-describedby`).
#[component]
fn FieldError(field: &'static str, problems: RwSignal<Vec<FieldProblem>>) -> impl IntoView {
    let mine = Memo::new(move |_| {
        problems.with(|all| {
            all.iter()
                .filter(|p| p.field == field)
                .map(|p| p.message.clone())
                .collect::<Vec<_>>()
        })
    });
    move || {
        let mine = mine.get();
        (!mine.is_empty()).then(|| {
            view! {
                <div class="field-error" id=format!("{field}-error")>
                    {mine.into_iter().map(|m| view! { <p>{m}</p> }).collect_view()}
                </div>
            }
        })
    }
}

/// One optional model-name field.
#[component]
fn ModelField(id: &'static str, label: String, value: Field) -> impl IntoView {
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <input id=id type="text" placeholder=t!(PagesNewModelPlaceholder)
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev)) />
        </div>
    }
}

/// Live result of the core's rubric parser and linter: the error with its line, or the count of
/// criteria and the hints.
#[component]
pub fn RubricCheck(#[prop(into)] text: Signal<String>) -> impl IntoView {
    move || {
        let text = text.get();
        if text.trim().is_empty() {
            return view! { <p class="field-help">{t!(PagesNewRubricHelp)}</p> }.into_any();
        }
        match Rubric::check(&text) {
            Err(all) => view! {
                <Notice tone=Tone::Error>
                    {all.into_iter().map(|e| view! { <p>{capitalize(&say(&e))}</p> }).collect_view()}
                </Notice>
            }
            .into_any(),
            Ok(r) => {
                let hints = r.hints();
                view! {
                    <Notice tone=Tone::Ok><p>{t!(PagesNewRubricOk, count = r.criteria.len(),
                        ids = r.criteria.iter().map(|c| c.id.as_str()).collect::<Vec<_>>().join(", "))}</p></Notice>
                    {(!hints.is_empty()).then(|| view! {
                        <Notice tone=Tone::Info>
                            <p>{t!(PagesNewHints)}</p>
                            <ul>{hints.into_iter().map(|h| view! { <li>{capitalize(&say(&h))}</li> }).collect_view()}</ul>
                        </Notice>
                    })}
                }
                .into_any()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::t;

    /// The words moved to the catalogue read as the form always wrote them.
    #[test]
    fn the_forms_words_are_as_before_in_english() {
        assert_eq!(
            t!(PagesNewRubricPlaceholder),
            "# Title\n- id: what the reader gets\n- id2: …"
        );
        assert_eq!(
            t!(PagesNewProblems, count = 1usize),
            "The run cannot start yet: fix this first."
        );
        assert_eq!(
            t!(PagesNewProblems, count = 3usize),
            "The run cannot start yet: fix these 3 things first."
        );
        assert_eq!(
            t!(PagesNewRubricOk, count = 3usize, ids = "a, b, c"),
            "✓ 3 criteria: a, b, c"
        );
        assert_eq!(t!(PagesNewExample, kind = "design"), "design example");
        assert_eq!(
            t!(PagesRoundOf, round = 2u32, limit = 10u32),
            "Round 2 of 10"
        );
    }
}
