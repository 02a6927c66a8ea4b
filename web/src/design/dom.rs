//! dom: the DOM calls made on a design's nodes, each through the prototype of the app's own
//! realm (`Element.prototype.getAttributeNames.call(node)`), never through the node's own
//! properties.
//!
//! A design may shadow any method of a `<form>` (`<input name="getAttributeNames">`) or of its
//! document (`<img name="body">`), and web-sys calls a method through the object
//! (`node.getAttributeNames()`), so on a design's nodes and documents only this module is used.
//! Objects a design cannot shadow (text nodes' data, `NodeList`, `CSSStyleDeclaration`,
//! `Range`, `TreeWalker`, style sheets) are used through web-sys as usual. Owns no rule.

use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// `nodeType` of an element and of a text node.
pub const ELEMENT: u32 = 1;
pub const TEXT: u32 = 3;

/// The prototype functions, looked up once from the app's window.
pub struct Dom {
    node_type: Function,
    child_nodes: Function,
    parent_node: Function,
    first_child: Function,
    text_content: Function,
    append_child: Function,
    insert_before: Function,
    remove_child: Function,
    normalize: Function,
    local_name: Function,
    namespace_uri: Function,
    attribute_names: Function,
    get_attribute: Function,
    set_attribute: Function,
    remove_attribute: Function,
    check_visibility: Option<Function>,
    html_style: Function,
    svg_style: Function,
    data: Function,
    create_element_ns: Function,
    create_text_node: Function,
    create_tree_walker: Function,
    create_range: Function,
    query_selector_all: Function,
    document_element: Function,
    body: Function,
    set_adopted_sheets: Function,
}

fn prototype(name: &str) -> Result<Object, JsValue> {
    let window = web_sys::window().ok_or_else(|| crate::t!(DesignWhyNoWindow))?;
    let class = Reflect::get(&window, &name.into())?;
    Ok(Reflect::get(&class, &"prototype".into())?.unchecked_into())
}

fn method(proto: &Object, name: &str) -> Result<Function, JsValue> {
    Reflect::get(proto, &name.into())?
        .dyn_into()
        .map_err(|_| crate::t!(DesignWhyNotAFunction, name = name).into())
}

fn accessor(proto: &Object, name: &str, which: &str) -> Result<Function, JsValue> {
    let descriptor = Object::get_own_property_descriptor(proto, &name.into());
    Reflect::get(&descriptor, &which.into())?
        .dyn_into()
        .map_err(|_| {
            let words = if which == "get" {
                crate::t!(DesignWhyNoGetter, name = name)
            } else {
                crate::t!(DesignWhyNoSetter, name = name)
            };
            words.into()
        })
}

impl Dom {
    fn new() -> Result<Dom, JsValue> {
        let node = prototype("Node")?;
        let element = prototype("Element")?;
        let document = prototype("Document")?;
        let getter = |proto: &Object, name: &str| accessor(proto, name, "get");
        Ok(Dom {
            node_type: getter(&node, "nodeType")?,
            child_nodes: getter(&node, "childNodes")?,
            parent_node: getter(&node, "parentNode")?,
            first_child: getter(&node, "firstChild")?,
            text_content: getter(&node, "textContent")?,
            append_child: method(&node, "appendChild")?,
            insert_before: method(&node, "insertBefore")?,
            remove_child: method(&node, "removeChild")?,
            normalize: method(&node, "normalize")?,
            local_name: getter(&element, "localName")?,
            namespace_uri: getter(&element, "namespaceURI")?,
            attribute_names: method(&element, "getAttributeNames")?,
            get_attribute: method(&element, "getAttribute")?,
            set_attribute: method(&element, "setAttribute")?,
            remove_attribute: method(&element, "removeAttribute")?,
            check_visibility: method(&element, "checkVisibility").ok(),
            html_style: getter(&prototype("HTMLElement")?, "style")?,
            svg_style: getter(&prototype("SVGElement")?, "style")?,
            data: getter(&prototype("CharacterData")?, "data")?,
            create_element_ns: method(&document, "createElementNS")?,
            create_text_node: method(&document, "createTextNode")?,
            create_tree_walker: method(&document, "createTreeWalker")?,
            create_range: method(&document, "createRange")?,
            query_selector_all: method(&document, "querySelectorAll")?,
            document_element: getter(&document, "documentElement")?,
            body: getter(&document, "body")?,
            set_adopted_sheets: accessor(&document, "adoptedStyleSheets", "set")?,
        })
    }

    pub fn node_type(&self, node: &JsValue) -> u32 {
        self.node_type
            .call0(node)
            .ok()
            .and_then(|t| t.as_f64())
            .map_or(0, |t| t as u32)
    }

    /// The child nodes, in order.
    pub fn children(&self, node: &JsValue) -> Vec<JsValue> {
        nodes(self.child_nodes.call0(node))
    }

    pub fn parent(&self, node: &JsValue) -> Option<JsValue> {
        self.parent_node.call0(node).ok().filter(|p| !p.is_null())
    }

    pub fn first_child(&self, node: &JsValue) -> Option<JsValue> {
        self.first_child.call0(node).ok().filter(|p| !p.is_null())
    }

    pub fn text_content(&self, node: &JsValue) -> String {
        self.text_content
            .call0(node)
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default()
    }

    /// A text node's text.
    pub fn data(&self, node: &JsValue) -> String {
        self.data
            .call0(node)
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default()
    }

    pub fn append(&self, parent: &JsValue, child: &JsValue) -> Result<(), JsValue> {
        self.append_child.call1(parent, child).map(drop)
    }

    pub fn insert_before(
        &self,
        parent: &JsValue,
        child: &JsValue,
        before: &JsValue,
    ) -> Result<(), JsValue> {
        self.insert_before.call2(parent, child, before).map(drop)
    }

    /// Removes `node` from its parent, if it has one.
    pub fn remove(&self, node: &JsValue) -> Result<(), JsValue> {
        match self.parent(node) {
            Some(parent) => self.remove_child.call1(&parent, node).map(drop),
            None => Ok(()),
        }
    }

    pub fn normalize(&self, node: &JsValue) {
        let _ = self.normalize.call0(node);
    }

    /// An element's local name, as the parser gave it.
    pub fn local_name(&self, el: &JsValue) -> String {
        self.local_name
            .call0(el)
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default()
    }

    pub fn namespace(&self, el: &JsValue) -> Option<String> {
        self.namespace_uri
            .call0(el)
            .ok()
            .and_then(|n| n.as_string())
    }

    /// Every attribute of `el`, names as the parser gave them, in order.
    pub fn attributes(&self, el: &JsValue) -> Vec<(String, String)> {
        let Ok(names) = self.attribute_names.call0(el) else {
            return Vec::new();
        };
        Array::from(&names)
            .iter()
            .filter_map(|n| n.as_string())
            .filter_map(|name| {
                let value = self.get_attribute.call1(el, &name.as_str().into()).ok()?;
                Some((name, value.as_string()?))
            })
            .collect()
    }

    pub fn set_attribute(&self, el: &JsValue, name: &str, value: &str) -> Result<(), JsValue> {
        self.set_attribute
            .call2(el, &name.into(), &value.into())
            .map(drop)
    }

    pub fn remove_attribute(&self, el: &JsValue, name: &str) {
        let _ = self.remove_attribute.call1(el, &name.into());
    }

    /// Whether the browser shows `el` (not `display:none`, `visibility:hidden` or `opacity:0`,
    /// itself or by an ancestor); `true` where `checkVisibility` does not exist.
    pub fn shows(&self, el: &JsValue) -> bool {
        let Some(check) = &self.check_visibility else {
            return true;
        };
        let options = Object::new();
        let _ = Reflect::set(&options, &"opacityProperty".into(), &true.into());
        let _ = Reflect::set(&options, &"visibilityProperty".into(), &true.into());
        check
            .call1(el, &options)
            .ok()
            .and_then(|v| v.as_bool())
            .unwrap_or(true)
    }

    /// The inline style of an element created by the app in namespace `svg` or HTML.
    pub fn style(&self, el: &JsValue, svg: bool) -> Result<web_sys::CssStyleDeclaration, JsValue> {
        let getter = if svg {
            &self.svg_style
        } else {
            &self.html_style
        };
        Ok(getter.call0(el)?.unchecked_into())
    }

    pub fn create_element(&self, doc: &JsValue, ns: &str, name: &str) -> Result<JsValue, JsValue> {
        self.create_element_ns.call2(doc, &ns.into(), &name.into())
    }

    pub fn create_text(&self, doc: &JsValue, text: &str) -> Result<JsValue, JsValue> {
        self.create_text_node.call1(doc, &text.into())
    }

    /// A walker over the text nodes under `root`.
    pub fn text_walker(
        &self,
        doc: &JsValue,
        root: &JsValue,
    ) -> Result<web_sys::TreeWalker, JsValue> {
        const SHOW_TEXT: u32 = 4;
        Ok(self
            .create_tree_walker
            .call2(doc, root, &SHOW_TEXT.into())?
            .unchecked_into())
    }

    pub fn range(&self, doc: &JsValue) -> Result<web_sys::Range, JsValue> {
        Ok(self.create_range.call0(doc)?.unchecked_into())
    }

    /// The elements of document `doc` that match `selector`.
    pub fn query_all(&self, doc: &JsValue, selector: &str) -> Vec<JsValue> {
        nodes(self.query_selector_all.call1(doc, &selector.into()))
    }

    pub fn document_element(&self, doc: &JsValue) -> Option<JsValue> {
        self.document_element
            .call0(doc)
            .ok()
            .filter(|e| !e.is_null())
    }

    pub fn body(&self, doc: &JsValue) -> Option<JsValue> {
        self.body.call0(doc).ok().filter(|e| !e.is_null())
    }

    pub fn adopt(&self, doc: &JsValue, sheets: &Array) -> Result<(), JsValue> {
        self.set_adopted_sheets.call1(doc, sheets).map(drop)
    }
}

thread_local! {
    static DOM: Result<Dom, String> =
        Dom::new().map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")));
}

/// Runs `f` with the prototype functions; `Err` if this browser lacks one of them.
pub fn with<R>(f: impl FnOnce(&Dom) -> Result<R, JsValue>) -> Result<R, JsValue> {
    DOM.with(|dom| match dom {
        Ok(dom) => f(dom),
        Err(e) => Err(crate::t!(DesignWhyNoDomMethod, why = e.as_str()).into()),
    })
}

/// The nodes of a `NodeList` a prototype's method returned, in order (none when it threw).
fn nodes(list: Result<JsValue, JsValue>) -> Vec<JsValue> {
    let Ok(list) = list else {
        return Vec::new();
    };
    let list: web_sys::NodeList = list.unchecked_into();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(JsValue::from)
        .collect()
}
