// The fast decision's door (000 §2.11–2.13): the short form and the credit calculator pages are exported here as lazy
// pages (`lazyPage`) once they are built (issue 15); so far the feature holds the short form's rules (lib/).
export {};
