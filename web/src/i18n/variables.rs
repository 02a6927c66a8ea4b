//! Which variables a Fluent message uses, anywhere in it: its selectors, its variants, the
//! arguments of its functions. The coverage test compares translations by them; a core message
//! is given an empty value for an argument the core left out (an optional one).

use fluent_syntax::ast;
use std::collections::BTreeSet;

/// The names of the variables `pattern` uses.
pub(super) fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    pattern_vars(pattern, &mut vars);
    vars
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}
