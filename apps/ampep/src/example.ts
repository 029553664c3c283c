/**
 * Example input: six well-studied antimicrobial peptides and three peptides that are not
 * (sequences from UniProt / APD3).
 */
export const exampleFasta = `>magainin_2 Xenopus laevis
GIGKFLHSAKKFGKAFVGEIMNS
>LL-37 human cathelicidin
LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTES
>melittin Apis mellifera
GIGAVLKVLTTGLPALISWIKRKRQQ
>cecropin_A Hyalophora cecropia
KWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK
>indolicidin Bos taurus
ILPWKWPWWPWRR
>buforin_II Bufo gargarizans
TRSSRAGLQFPVGRVHRLLRK
>insulin_B_chain human
FVNQHLCGSHLVEALYLVCGERGFFYTPKT
>glucagon human
HSQGTFTSDYSKYLDSRRAQDFVQWLMNT
>ubiquitin human
MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQQRLIFAGKQLEDGRTLSDYNIQKESTLHLVLRLRGG
`;
