//! Component tests in headless Chromium: the pieces whose view has logic of its own (live
//! validation display, keyboard recording, storage failures kept visible, escaping).
#![cfg(target_arch = "wasm32")]

mod common;

use common::container;

use jury_core::review::history::RunConfig;
use jury_core::review::judge::Judge;
use jury_core::review::run::Run;
use jury_web::model::Model;
use jury_web::pages::new_run::RubricCheck;
use jury_web::review::artifact::ArtifactView;
use jury_web::review::round::ReplyBox;
use jury_web::review::run_handle::RunHandle;
use jury_web::run_store::{LocalBackend, Store};
use jury_web::state::AppState;
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const RUBRIC: &str =
    "- facts: every fact is right\n- complete: nothing is missing\n- plain: each line is plain\n";
const PASS_ALL: &str = r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"complete","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#;

fn clear_storage() {
    web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .clear()
        .unwrap();
}

/// Mounts a reply box for judge A of a fresh stored run; returns the root, the app state and
/// the run id.
fn mount_reply_box(id: &'static str) -> (web_sys::HtmlElement, AppState) {
    clear_storage();
    let root = container();
    let shared: Rc<Cell<Option<AppState>>> = Rc::new(Cell::new(None));
    let out = shared.clone();
    let handle = leptos::mount::mount_to(root.clone(), move || {
        let state = AppState::new();
        let run = Run::create(
            RunConfig::new("t", RUBRIC, "Requires Node 20 or newer\n"),
            1,
        )
        .unwrap();
        state.model.update(|m| m.add(id, run, 1.0).unwrap());
        provide_context(state);
        out.set(Some(state));
        let handle = RunHandle::new(state, id.to_string());
        let run = handle.follow().unwrap();
        view! { <ReplyBox run=run handle=handle judge=Judge::A /> }
    });
    handle.forget();
    (root, shared.get().unwrap())
}

fn textarea(root: &web_sys::HtmlElement) -> web_sys::HtmlTextAreaElement {
    root.query_selector("textarea")
        .unwrap()
        .unwrap()
        .unchecked_into()
}

/// Types `text` into the textarea as a paste would: value, then a bubbling `input` event.
fn paste(root: &web_sys::HtmlElement, text: &str) {
    let area = textarea(root);
    area.set_value(text);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("input", &init).unwrap();
    area.dispatch_event(&event).unwrap();
}

fn button(root: &web_sys::HtmlElement, label: &str) -> web_sys::HtmlElement {
    let buttons = root.query_selector_all("button").unwrap();
    (0..buttons.length())
        .filter_map(|i| buttons.get(i))
        .map(|n| n.unchecked_into::<web_sys::HtmlElement>())
        .find(|b| b.text_content().unwrap_or_default().contains(label))
        .unwrap_or_else(|| panic!("no button {label}"))
}

fn text(root: &web_sys::HtmlElement) -> String {
    root.text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn reply_box_shows_a_syntax_error_with_line_and_column_at_once() {
    let (root, _) = mount_reply_box("syntax-1");
    paste(&root, "Here it is:\n{\n  \"criteria\": [,]\n}");
    leptos::task::tick().await;
    let shown = text(&root);
    assert!(shown.contains("Line 3, column"), "{shown}");
    assert!(shown.contains("Nothing was recorded"), "{shown}");
}

#[wasm_bindgen_test]
async fn a_refused_record_shows_its_error_once() {
    let (root, _) = mount_reply_box("syntax-2");
    paste(&root, "{\"criteria\": [,]}");
    leptos::task::tick().await;
    button(&root, "Record judge A's reply").click();
    leptos::task::tick().await;
    let shown = text(&root);
    assert_eq!(shown.matches("Nothing was recorded").count(), 1, "{shown}");
    // An empty box has no live check: Record's refusal is the one message.
    paste(&root, "");
    leptos::task::tick().await;
    button(&root, "Record judge A's reply").click();
    leptos::task::tick().await;
    let shown = text(&root);
    assert_eq!(shown.matches("Nothing was recorded").count(), 1, "{shown}");
    assert!(shown.contains("contains no JSON object"), "{shown}");
}

#[wasm_bindgen_test]
async fn reply_box_names_the_criterion_at_fault() {
    let (root, _) = mount_reply_box("criterion-1");
    paste(
        &root,
        r#"{"criteria":[{"id":"facts","verdict":"PASS"},{"id":"plain","verdict":"PASS"}]}"#,
    );
    leptos::task::tick().await;
    let shown = text(&root);
    assert!(shown.contains("Criterion “complete”"), "{shown}");
}

#[wasm_bindgen_test]
async fn ctrl_enter_records_the_reply_and_clears_the_typed_text() {
    let (root, state) = mount_reply_box("keys-1");
    paste(&root, PASS_ALL);
    leptos::task::tick().await;
    assert!(text(&root).contains("✓ A valid reply: 0 of 3 criteria FAIL"));
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Enter");
    init.set_ctrl_key(true);
    init.set_bubbles(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    textarea(&root).dispatch_event(&event).unwrap();
    leptos::task::tick().await;
    let recorded = state
        .model
        .with_untracked(|m| m.get("keys-1").unwrap().run.current().a.is_some());
    assert!(recorded);
    assert_eq!(state.typed(&key("keys-1/reply/1/A")), "");
}

#[wasm_bindgen_test]
async fn a_full_quota_keeps_the_typed_text_and_the_stored_run() {
    let (root, state) = mount_reply_box("quota-1");
    let stored_before = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("jury.run.quota-1")
        .unwrap();
    paste(&root, PASS_ALL);
    leptos::task::tick().await;
    // Every write now fails as a full quota does.
    js_sys::Function::new_no_args(
        "Storage.prototype.__set = Storage.prototype.setItem;\
         Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };",
    )
    .call0(&JsValue::NULL)
    .unwrap();
    button(&root, "Record judge A's reply").click();
    leptos::task::tick().await;
    js_sys::Function::new_no_args("Storage.prototype.setItem = Storage.prototype.__set;")
        .call0(&JsValue::NULL)
        .unwrap();

    let banner = state
        .banner
        .get_untracked()
        .expect("a banner explains the failure");
    assert!(
        banner.message.contains("storage for this page is full"),
        "{}",
        banner.message
    );
    assert!(
        banner.unsaved.is_some_and(|run| run.current().a.is_some()),
        "export offers the change"
    );
    assert_eq!(
        textarea(&root).value(),
        PASS_ALL,
        "the reply stays on screen"
    );
    assert!(state
        .model
        .with_untracked(|m| m.get("quota-1").unwrap().run.current().a.is_none()));
    let stored_after = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("jury.run.quota-1")
        .unwrap();
    assert_eq!(stored_after, stored_before);
}

#[wasm_bindgen_test]
fn storage_skips_a_corrupted_entry_and_loads_the_rest() {
    clear_storage();
    let mut model = Model::load(Store::new(LocalBackend));
    let run = Run::create(RunConfig::new("good", RUBRIC, "text\n"), 1).unwrap();
    model.add("good-1", run, 1.0).unwrap();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage
        .set_item("jury.run.bad-1", "{\"schema\": oops")
        .unwrap();
    let model = Model::load(Store::new(LocalBackend));
    assert_eq!(model.runs().len(), 1);
    assert_eq!(model.runs()[0].run.name(), "good");
    assert_eq!(model.problems().len(), 1);
    assert_eq!(model.problems()[0].key, "jury.run.bad-1");
    assert!(
        storage.get_item("jury.run.bad-1").unwrap().is_some(),
        "left in place"
    );
}

#[wasm_bindgen_test]
async fn rubric_check_names_the_line_and_shows_hints() {
    let root = container();
    let rubric = RwSignal::new("- facts: ok\nwhat is this\n".to_string());
    leptos::mount::mount_to(root.clone(), move || view! { <RubricCheck text=rubric /> }).forget();
    leptos::task::tick().await;
    assert!(text(&root).contains("Rubric line 2"), "{}", text(&root));
    rubric.set("- a: the text is good\n- b: every claim has a source\n- c: no typo\n".into());
    leptos::task::tick().await;
    let shown = text(&root);
    assert!(shown.contains("✓ 3 criteria: a, b, c"), "{shown}");
    assert!(shown.contains("Hints"), "{shown}");
}

#[wasm_bindgen_test]
async fn the_artifact_is_shown_as_text_never_as_html() {
    let root = container();
    let html = "<h1>Title</h1>\n<script>window.__ran = true</script><img src=x onerror=\"window.__ran=true\">";
    leptos::mount::mount_to(root.clone(), move || {
        view! { <ArtifactView text=html.to_string() mark=Signal::stored(None) /> }
    })
    .forget();
    leptos::task::tick().await;
    assert!(root.query_selector("h1").unwrap().is_none());
    assert!(root.query_selector("script").unwrap().is_none());
    assert!(root.query_selector("img").unwrap().is_none());
    assert!(text(&root).contains("<script>window.__ran = true</script>"));
}

#[wasm_bindgen_test]
async fn the_quote_mark_follows_the_judge_and_the_numbers_follow_the_lines() {
    use jury_web::review::artifact::QuoteMark;
    let root = container();
    let lines: String = (1..=450).map(|n| format!("line {n} é\n")).collect();
    let mark = RwSignal::new(None::<QuoteMark>);
    let text = lines.clone();
    leptos::mount::mount_to(root.clone(), move || {
        view! { <ArtifactView text=text.clone() mark=mark /> }
    })
    .forget();
    leptos::task::tick().await;
    let all = |selector: &str| {
        let list = root.query_selector_all(selector).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().text_content().unwrap_or_default())
            .collect::<Vec<_>>()
    };
    let quote_mark = || {
        root.query_selector("#quote-mark")
            .unwrap()
            .and_then(|m| m.text_content())
    };
    let body = || {
        root.query_selector(".artifact-body")
            .unwrap()
            .and_then(|b| b.text_content())
            .unwrap_or_default()
    };
    // Every line is in the page once, as text; a block drawn as lines (one element each) counts
    // its line numbers (the CSS counter a line's `::before` shows) from its own first line.
    let numbered_from_their_first_line = || {
        let blocks = root.query_selector_all(".artifact-block").unwrap();
        assert_eq!(blocks.length(), 3);
        for i in 0..blocks.length() {
            let block: web_sys::Element = blocks.item(i).unwrap().dyn_into().unwrap();
            let Some(first) = block.query_selector(".artifact-line").unwrap() else {
                continue;
            };
            let style = first.get_attribute("style").unwrap_or_default();
            let reset = style
                .split("counter-reset: line ")
                .nth(1)
                .unwrap_or_default();
            let before: usize = reset.split(';').next().unwrap().trim().parse().unwrap();
            assert_eq!(
                first.text_content().unwrap(),
                format!("line {} é\n", before + 1),
                "{reset}"
            );
        }
    };
    assert_eq!(body(), lines);
    numbered_from_their_first_line();
    assert!(all("mark").is_empty());

    // A quote on line 300, columns in chars.
    mark.set(Some(QuoteMark {
        round: 1,
        line: 300,
        column: 6,
        len: 5,
    }));
    leptos::task::tick().await;
    assert_eq!(quote_mark().as_deref(), Some("300 é"));
    assert_eq!(all("mark").len(), 1);
    // The block holding the mark is drawn as lines, wherever the text is scrolled to.
    assert!(all(".artifact-line").contains(&"line 300 é\n".to_string()));
    numbered_from_their_first_line();

    // A quote across two blocks: each gets its part, the first one is scrolled to.
    mark.set(Some(QuoteMark {
        round: 1,
        line: 200,
        column: 1,
        len: "line 200 é\nline 201".chars().count(),
    }));
    leptos::task::tick().await;
    assert_eq!(all("mark"), ["line 200 é\n", "line 201"]);
    assert_eq!(quote_mark().as_deref(), Some("line 200 é\n"));

    mark.set(None);
    leptos::task::tick().await;
    assert!(all("mark").is_empty());
    assert_eq!(body(), lines);
}

#[wasm_bindgen_test]
async fn typed_texts_kept_by_an_older_build_come_back_after_the_update() {
    let session = web_sys::window()
        .unwrap()
        .session_storage()
        .unwrap()
        .unwrap();
    session.clear().unwrap();
    // What a tab held before typed texts had a key each: one JSON object under "jury.typed texts".
    session
        .set_item(
            "jury.drafts",
            r#"{"r1/reply/1/A":"{\"criteria\":[]","new/name":"Launch post"}"#,
        )
        .unwrap();
    session
        .set_item("jury.draft.new/name", "Launch post, v2")
        .unwrap();
    let state = AppState::new();
    assert_eq!(state.typed(&key("r1/reply/1/A")), r#"{"criteria":[]"#);
    assert_eq!(
        state.typed(&key("new/name")),
        "Launch post, v2",
        "a newer per-key typed text wins"
    );
    assert_eq!(session.get_item("jury.drafts").unwrap(), None);
    assert_eq!(
        session
            .get_item("jury.draft.r1/reply/1/A")
            .unwrap()
            .as_deref(),
        Some(r#"{"criteria":[]"#),
        "the moved typed text survives the next reload too"
    );
    session.clear().unwrap();
}

/// The typed text key of its string form, as the app stores it.
fn key(text: &str) -> jury_web::typed::TypedKey {
    jury_web::typed::TypedKey::parse(text).expect("a typed key")
}
